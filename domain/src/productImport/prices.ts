/** Prices in rupees, as numbers, texts or the old `price` object, to paise. */
import { MAX_PRICE_PAISE, rupeesToPaise } from '../money';
import { isPlainObject, looseNumber, unwrapExport, type Rec } from './looseValues';
import { optionKey } from './optionSpellings';
import type { ProductProblem } from './problems';

const MAX_RUPEES = MAX_PRICE_PAISE / 100;

/**
 * Rupees (number or text) → paise. undefined for '' and null (the option is
 * not offered), a problem for anything else that is not a whole-paise amount.
 */
export function priceToPaise(
  value: unknown,
  field: string,
  label: string,
  problems: ProductProblem[],
): number | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = looseNumber(value);
  if (!Number.isFinite(n)) {
    problems.push({ field, message: `${label} must be a number of rupees` });
    return undefined;
  }
  if (n < 0) {
    problems.push({ field, message: `${label} cannot be negative` });
    return undefined;
  }
  if (n > MAX_RUPEES) {
    problems.push({ field, message: `${label} can be at most ₹${MAX_RUPEES.toLocaleString('en-IN')}` });
    return undefined;
  }
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) {
    problems.push({ field, message: `${label}: use at most 2 decimals (rupees)` });
    return undefined;
  }
  return rupeesToPaise(n);
}

const PRICE_OBJECT_KEYS: Record<string, 'tailorPrice' | 'readyMadePrice' | 'min' | 'max' | 'single'> = {
  tailor: 'tailorPrice',
  tailorprice: 'tailorPrice',
  tailormade: 'tailorPrice',
  tailored: 'tailorPrice',
  custom: 'tailorPrice',
  stitching: 'tailorPrice',
  readymade: 'readyMadePrice',
  readymadeprice: 'readyMadePrice',
  ready: 'readyMadePrice',
  min: 'min',
  minimum: 'min',
  max: 'max',
  maximum: 'max',
  amount: 'single',
  value: 'single',
  price: 'single',
  base: 'single',
};

export function mapPriceObject(price: unknown, values: Rec, problems: ProductProblem[], storedType?: string): void {
  const found: Partial<Record<'tailorPrice' | 'readyMadePrice' | 'min' | 'max' | 'single', { key: string; paise: number | null }>> = {};
  const read = (slot: keyof typeof found, key: string, v: unknown, label: string) => {
    const paise = priceToPaise(v, key, label, problems);
    if (paise !== undefined) found[slot] = { key, paise };
  };
  if (isPlainObject(price)) {
    for (const [k, v] of Object.entries(price)) {
      const slot = PRICE_OBJECT_KEYS[optionKey(k)] ?? PRICE_OBJECT_KEYS[k.toLowerCase().replace(/[^a-z]/g, '')];
      if (!slot) {
        problems.push({ field: `price.${k}`, message: 'the price object holds tailor and ready-made prices only (tailor, readyMade, min, max)' });
        continue;
      }
      const label = slot === 'tailorPrice' ? 'tailor price' : slot === 'readyMadePrice' ? 'ready-made price' : 'price';
      read(slot, `price.${k}`, unwrapExport(v), label);
    }
  } else if (price !== null && price !== '') {
    read('single', 'price', price, 'price');
  }
  const set = (field: 'tailorPrice' | 'readyMadePrice', paise: number | null) => {
    // Explicit tailorPrice/readyMadePrice fields win over the price object.
    if (!(field in values)) values[field] = paise;
  };
  if (found.tailorPrice) set('tailorPrice', found.tailorPrice.paise);
  if (found.readyMadePrice) set('readyMadePrice', found.readyMadePrice.paise);
  if (found.tailorPrice || found.readyMadePrice) return;
  // One amount without saying which option: the price of the product's own type.
  const amounts = [found.single, found.min, found.max].filter((a) => a && a.paise !== null) as { key: string; paise: number }[];
  const distinct = [...new Set(amounts.map((a) => a.paise))];
  if (distinct.length === 0) return;
  if (distinct.length > 1) {
    problems.push({
      field: 'price',
      message: 'a price range does not say which is the tailor price and which the ready-made price: give them as price.tailor and price.readyMade',
    });
    return;
  }
  const type = values.productType ?? storedType ?? 'Ready-made';
  set(type === 'Ready-made' ? 'readyMadePrice' : 'tailorPrice', distinct[0]!);
}

