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

const rupeesText = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/**
 * The `price` object (or a single amount) onto tailorPrice and readyMadePrice.
 * Explicit tailorPrice/readyMadePrice fields, already in `values`, win. A
 * range beside them (the spec's products always carry `price: {min, max}`) is
 * only checked against them: when it does not span them, a warning says so and
 * the explicit prices are kept. Without explicit prices, a range cannot say
 * which price is which, and is refused.
 */
export function mapPriceObject(price: unknown, values: Rec, problems: ProductProblem[], storedType?: string, warnings: ProductProblem[] = []): void {
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
  const amounts = [found.single, found.min, found.max].filter((a) => a && a.paise !== null) as { key: string; paise: number }[];
  const distinct = [...new Set(amounts.map((a) => a.paise))];
  if (distinct.length === 0) return;

  const explicit = (['tailorPrice', 'readyMadePrice'] as const).filter((f) => typeof values[f] === 'number');
  if (explicit.length > 0) {
    const prices = explicit.map((f) => values[f] as number);
    const low = found.min?.paise ?? found.single?.paise ?? null;
    const high = found.max?.paise ?? found.single?.paise ?? null;
    const spans = (low === null || low === Math.min(...prices)) && (high === null || high === Math.max(...prices));
    if (!spans) {
      const named = explicit.map((f) => `${f === 'tailorPrice' ? 'tailor' : 'ready-made'} ${rupeesText(values[f] as number)}`).join(', ');
      const range = low !== null && high !== null && low !== high ? `${rupeesText(low)}–${rupeesText(high)}` : rupeesText((low ?? high)!);
      warnings.push({ field: 'price', message: `the price range ${range} does not match the prices given (${named}); the prices given are kept` });
    }
    return;
  }
  if (distinct.length > 1) {
    problems.push({
      field: 'price',
      message: 'a price range does not say which is the tailor price and which the ready-made price: give them as price.tailor and price.readyMade',
    });
    return;
  }
  // One amount without saying which option: the price of the product's own type.
  const type = values.productType ?? storedType ?? 'Ready-made';
  set(type === 'Ready-made' ? 'readyMadePrice' : 'tailorPrice', distinct[0]!);
}
