/** The paper the bill prints on: A4 (the default) or A5, kept in the address (`?paper=a5`). */
export const PAPER_SIZES = ['a4', 'a5'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export function paperSizeFrom(value: string | null): PaperSize {
  return value === 'a5' ? 'a5' : 'a4';
}

/** The `@page` rule of a paper size: the browser's print dialog and "Save as PDF" take it as the page size. */
export function pageRule(size: PaperSize): string {
  return size === 'a5' ? '@page { size: A5 portrait; margin: 8mm; }' : '@page { size: A4 portrait; margin: 12mm; }';
}
