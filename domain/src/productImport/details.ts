/** The category detail objects and the embellishments, in the stored shape. */
import type { Embellishment } from '../options';
import { hasText, isPlainObject, looseBoolean, looseNumber, unwrapExport, type Rec } from './looseValues';
import { DETAIL_BOOLEANS, DETAIL_OPTION_FIELDS, EMBELLISHMENT_LIST, matchOption, notInList } from './optionSpellings';
import type { ProductProblem } from './problems';

const EMBELLISHMENT_DETAIL_LIST: Record<string, Embellishment> = {
  embroidery: 'Embroidery',
  beadwork: 'Beads',
  stonework: 'Stone Work',
};

export function mapEmbellishments(values: Rec, problems: ProductProblem[]): void {
  const v = values.embellishments;
  if (v === null || v === '') {
    values.embellishments = [];
    return;
  }
  if (isPlainObject(v)) {
    // The detail view's object: kept as the details, and the list derived from
    // what it names, so the gallery's embellishment filter finds the product.
    const details: Rec = { ...(isPlainObject(values.embellishmentDetails) ? values.embellishmentDetails : {}) };
    for (const [k, text] of Object.entries(v)) {
      if (details[k] === undefined && k !== '__proto__') details[k] = text === null ? '' : text;
    }
    values.embellishmentDetails = details;
    const list: Embellishment[] = [];
    for (const [k, option] of Object.entries(EMBELLISHMENT_DETAIL_LIST)) if (hasText(details[k])) list.push(option);
    values.embellishments = list;
    return;
  }
  const items = typeof v === 'string' ? v.split(/[,\n]/) : v;
  if (!Array.isArray(items)) return; // the schema names the problem
  const out: string[] = [];
  for (const item of items) {
    if (typeof item === 'string' && item.trim() === '') continue;
    const match = typeof item === 'string' ? matchOption(EMBELLISHMENT_LIST, item) : null;
    if (!match) {
      problems.push({ field: 'embellishments', message: notInList(EMBELLISHMENT_LIST, item) });
      continue;
    }
    if (!out.includes(match)) out.push(match);
  }
  values.embellishments = out;
}

export function mapDetails(values: Rec, problems: ProductProblem[]): void {
  for (const [key, fields] of Object.entries(DETAIL_OPTION_FIELDS)) {
    const v = values[key];
    if (v === null) {
      delete values[key];
      continue;
    }
    if (!isPlainObject(v)) continue;
    const details: Rec = {};
    for (const [k, d] of Object.entries(v)) if (d !== null && d !== undefined && k !== '__proto__') details[k] = unwrapExport(d);
    if (key === 'suitDetails' && 'style' in details) {
      if (details.suitStyle === undefined) details.suitStyle = details.style;
      delete details.style;
    }
    for (const [field, list] of Object.entries(fields)) {
      const d = details[field];
      if (d === undefined) continue;
      if (typeof d === 'string' && d.trim() === '') {
        delete details[field];
        continue;
      }
      const match = typeof d === 'string' ? matchOption(list, d) : null;
      if (match) details[field] = match;
      else problems.push({ field: `${key}.${field}`, message: notInList(list, d) });
    }
    for (const field of DETAIL_BOOLEANS[key] ?? []) if (field in details) details[field] = looseBoolean(details[field]);
    if (key === 'sareeDetails' && 'sareeLength' in details) {
      const n = looseNumber(typeof details.sareeLength === 'string' ? details.sareeLength.replace(/\s*(m|meters?|metres?)$/i, '') : details.sareeLength);
      if (Number.isFinite(n)) details.sareeLength = n;
    }
    values[key] = details;
  }
  for (const key of ['blouseTailoring', 'embellishmentDetails']) {
    const v = values[key];
    if (v === null) delete values[key];
    else if (isPlainObject(v)) {
      const out: Rec = {};
      for (const [k, d] of Object.entries(v)) if (d !== null && d !== undefined && k !== '__proto__') out[k] = d;
      values[key] = out;
    }
  }
}

