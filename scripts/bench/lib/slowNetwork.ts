/**
 * The "slow 3G" profile and what a page load under it must show: the
 * figures are Chromium DevTools' own preset (Puppeteer's
 * `PredefinedNetworkConditions['Slow 3G']`): 500 kbit/s each way at 80 %
 * efficiency and 400 ms round trips times 5, applied per request.
 */

export const SLOW_3G = {
  offline: false,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
  latency: 400 * 5,
} as const;

/** Issue 31: the home page is usable, its first product card on screen, within 4 s. */
export const FIRST_CARD_BUDGET_MS = 4000;

export interface ImageRequest {
  url: string;
  /** Milliseconds from the navigation's start. */
  startMs: number;
  /** Bytes received (0 while unfinished). */
  bytes: number;
}

export interface CardImage {
  /** What the browser chose (`currentSrc`), or '' when it has not chosen yet. */
  chosen: string;
  /** The image's candidates as `url width` pairs from its `srcset` (none for a plain `src`). */
  candidates: { url: string; width: number }[];
  /** The CSS pixels the image is drawn at, times the device pixel ratio. */
  neededWidth: number;
  /** The placeholder colour shown while it loads, '' when none. */
  placeholder: string;
}

/** `a.jpg 240w, b.jpg 480w` → candidates, widest last. */
export function parseSrcset(srcset: string): { url: string; width: number }[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url, descriptor]) => url && descriptor?.endsWith('w'))
    .map(([url, descriptor]) => ({ url: url!, width: Number(descriptor!.slice(0, -1)) }))
    .sort((a, b) => a.width - b.width);
}

/**
 * The smallest candidate at least as wide as the image is drawn, else the
 * widest: what a page that loads pictures "smallest first" fetches.
 */
export function smallestSufficient(candidates: { url: string; width: number }[], neededWidth: number): string | undefined {
  return (candidates.find((c) => c.width >= neededWidth) ?? candidates[candidates.length - 1])?.url;
}

/**
 * What is wrong with a card's picture under a slow network: a variant larger
 * than the place needs (a smaller one would do), or no placeholder while its
 * bytes are on their way. A plain `src` (a drawing without variants) has
 * nothing smaller to choose and is drawn on the card's own background.
 */
export function cardImageFaults(image: CardImage, origin: string): string[] {
  const faults: string[] = [];
  if (image.candidates.length === 0) return faults;
  const expected = smallestSufficient(image.candidates, image.neededWidth);
  const chosen = image.chosen ? new URL(image.chosen, origin).href : '';
  // Chromium may reuse a larger variant it already holds; never a larger one fetched on purpose.
  const chosenWidth = image.candidates.find((c) => new URL(c.url, origin).href === chosen)?.width;
  const expectedWidth = image.candidates.find((c) => c.url === expected)?.width ?? 0;
  if (chosenWidth !== undefined && chosenWidth > expectedWidth) {
    faults.push(`${chosen}: ${chosenWidth} px wide for a place of ${image.neededWidth} px (${expected} would do)`);
  }
  if (!image.placeholder) faults.push(`${image.candidates[0]!.url}: no placeholder colour while it loads`);
  return faults;
}

/** The order pictures were asked for: each URL once, earliest first. */
export function requestOrder(requests: ImageRequest[]): string[] {
  return [...requests].sort((a, b) => a.startMs - b.startMs).map((r) => r.url);
}
