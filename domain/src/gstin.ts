/**
 * GSTINs and the GST state codes. A GSTIN is 15 characters: the 2-digit state
 * code, the holder's PAN (5 letters, 4 digits, 1 letter), an entity number
 * (1-9, then A-Z), the letter Z, and a check character computed over the first
 * 14 (base 36, weights 1 and 2 alternating, digit sums of each product).
 * firestore.rules (settings/{name}, gstinOk) checks the same pattern and check character.
 */
import type { IndianState } from './options';

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARSET.indexOf(first14[i] ?? '');
    const product = value * (i % 2 === 0 ? 1 : 2);
    // product is at most 70: its base-36 digit sum is product − 35 from 36 on.
    sum += product >= 36 ? product - 35 : product;
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'length' | 'pattern' | 'state' | 'checksum';

export const GSTIN_PROBLEM_MESSAGES: Readonly<Record<GstinProblem, string>> = {
  length: 'A GSTIN has 15 characters',
  pattern: 'A GSTIN is the state code, the PAN, the entity number, Z and a check character, e.g. 27AAPFU0939F1ZV',
  state: 'The GSTIN starts with a state code that does not exist',
  checksum: 'The GSTIN’s last character does not match: please check it for a typing mistake',
};

/** Why `value` is not a GSTIN, or null when it is one. */
export function gstinProblem(value: string): GstinProblem | null {
  if (value.length !== 15) return 'length';
  if (!GSTIN_PATTERN.test(value)) return 'pattern';
  if (!GST_STATE_CODES.has(value.slice(0, 2))) return 'state';
  return gstinCheckChar(value.slice(0, 14)) === value[14] ? null : 'checksum';
}

export const isGstin = (value: unknown): value is string => typeof value === 'string' && gstinProblem(value) === null;

/** GST state codes (the first two digits of a GSTIN) of the states and union territories. */
export const GST_STATE_CODE_BY_STATE: Readonly<Record<IndianState, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Every code a GSTIN may start with: the states above, 25 (Daman and Diu before 2020) and 97 (other territory). */
const GST_STATE_CODES = new Set([...Object.values(GST_STATE_CODE_BY_STATE), '25', '97']);

const normalState = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');

/** The GST state code of a state as typed on an address ('maharashtra ' → '27'); null when it is no state. */
export function gstStateCode(state: string): string | null {
  const wanted = normalState(state);
  for (const [name, code] of Object.entries(GST_STATE_CODE_BY_STATE)) if (normalState(name) === wanted) return code;
  return null;
}

/** Two addresses' states are the same state (by code where known, else by their names). */
export function sameState(a: string, b: string): boolean {
  const ca = gstStateCode(a);
  const cb = gstStateCode(b);
  return ca !== null && cb !== null ? ca === cb : normalState(a) === normalState(b);
}
