/** Stable document ids for imported rows, kept from the old system's ids. */
import { DOC_ID_REGEX } from '../common';
import { isPlainObject, unwrapExport } from './looseValues';

/** 53-bit string hash (cyrb53), for short, stable suffixes. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export const LEGACY_ID_PREFIX = 'legacy-';

/** The old system's id of an exported row (`_id`, also as {$oid}), or null. */
export function legacyIdOf(row: unknown): string | null {
  if (!isPlainObject(row)) return null;
  for (const key of ['_id', 'productId', 'id', 'feedbackId']) {
    const v = unwrapExport(row[key]);
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return null;
}

/**
 * The document id an imported row keeps for good: `legacy-<old id>`. Characters
 * a document id cannot hold become '-', and then a hash of the old id is added,
 * so two old ids never meet in one document.
 */
export function legacyDocId(oldId: string): string {
  const clean = oldId.replace(/[^A-Za-z0-9_-]/g, '-');
  const id = `${LEGACY_ID_PREFIX}${clean}`;
  if (clean === oldId && id.length <= 128 && DOC_ID_REGEX.test(id)) return id;
  const suffix = `-${hash53(oldId)}`;
  return `${id.slice(0, 128 - suffix.length)}${suffix}`;
}
