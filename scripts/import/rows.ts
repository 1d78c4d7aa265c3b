/** Reading an export file of the old shop. */
import { readFileSync } from 'node:fs';
import { UsageError } from '../lib/admin-target.ts';

/** The rows of an export: an array, or the old API's answer object holding one. */
export function readRows(file: string, kind: 'products' | 'feedback'): unknown[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (Array.isArray(json)) return json;
  const inner = json && typeof json === 'object' ? (json as Record<string, unknown>)[kind] : undefined;
  if (Array.isArray(inner)) return inner;
  throw new UsageError(`${file} holds no list of ${kind}: expected a JSON array, or an object with "${kind}": [...].`);
}
