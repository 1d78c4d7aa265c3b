/** The outcome of one import run, and how it is printed. */

export interface RefusedRow {
  /** 1-based position in the file. */
  row: number;
  oldId: string | null;
  reasons: string[];
}

export interface ImportReport {
  kind: 'products' | 'feedback';
  dryRun: boolean;
  /** Document ids, per outcome. */
  imported: string[];
  updated: string[];
  unchanged: string[];
  refused: RefusedRow[];
  /** Rows imported (or unchanged) despite a doubt, with what was doubted. */
  warned: RefusedRow[];
  /** Fields of the export the shop has no place for, with how many rows carried each. */
  ignoredFields: Record<string, number>;
}

export function emptyReport(kind: ImportReport['kind'], dryRun: boolean): ImportReport {
  return { kind, dryRun, imported: [], updated: [], unchanged: [], refused: [], warned: [], ignoredFields: {} };
}

export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  const noun = report.kind === 'products' ? 'product' : 'feedback entry';
  if (report.refused.length > 0) {
    lines.push(`Refused (not ${report.dryRun ? 'to be ' : ''}imported):`);
    for (const r of report.refused) {
      lines.push(`  row ${r.row}, old id ${r.oldId ?? '(none)'}:`);
      for (const reason of r.reasons) lines.push(`    - ${reason}`);
    }
  }
  if (report.warned.length > 0) {
    lines.push('Taken, with a warning:');
    for (const r of report.warned) {
      lines.push(`  row ${r.row}, old id ${r.oldId ?? '(none)'}:`);
      for (const reason of r.reasons) lines.push(`    - ${reason}`);
    }
  }
  const ignored = Object.entries(report.ignoredFields);
  if (ignored.length > 0) {
    lines.push(`Fields the shop has no place for, left out: ${ignored.map(([k, n]) => `${k} (${n} row${n === 1 ? '' : 's'})`).join(', ')}`);
  }
  const verb = report.dryRun ? 'would be ' : '';
  lines.push(
    `${report.dryRun ? 'Dry run, nothing written. ' : ''}Summary (${noun}s): ${report.imported.length} ${verb}imported, ` +
      `${report.updated.length} ${verb}updated, ${report.unchanged.length} unchanged, ${report.refused.length} skipped (refused).`,
  );
  return lines.join('\n');
}
