import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_STATUSES,
  CATEGORIES,
  COLORS,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  feedbackInputSchema,
  PATTERNS,
  PRODUCT_TYPES,
  productInputSchema,
  sizesForCategory,
  STITCHING_TYPES,
} from '@tailor/domain';
import { ALL_DEMO_ACCOUNTS, DEMO_ACCOUNTS } from './accounts';
import { CATALOGUE, generateProducts, SEED_BASE_DATE } from './catalogue';
import { SEED_FEEDBACK } from './feedback';

const PUBLIC_DIR = join(import.meta.dirname, '../../web/public');

describe('seed catalogue', () => {
  it('has at least 44 products with unique slug ids', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(44);
    const ids = CATALOGUE.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^p-[a-z0-9-]+$/);
  });

  it.each([
    ['category', CATEGORIES],
    ['productType', PRODUCT_TYPES],
    ['fabricType', FABRIC_TYPES],
    ['pattern', PATTERNS],
    ['color', COLORS],
    ['availabilityStatus', AVAILABILITY_STATUSES],
    ['stitchingType', STITCHING_TYPES],
    ['embellishments', EMBELLISHMENTS],
  ] as const)('covers every %s', (field, values) => {
    const seen = new Set(CATALOGUE.flatMap((p) => [p.input[field]].flat()));
    expect(values.filter((v) => !seen.has(v))).toEqual([]);
  });

  it("a few designs carry the owner's Hindi name (some a Hindi description too); the others none", () => {
    const hindi = CATALOGUE.filter((p) => p.input.productNameHi);
    expect(hindi.length).toBeGreaterThanOrEqual(4);
    expect(hindi.every((p) => /[\u0900-\u097F]/.test(p.input.productNameHi!))).toBe(true);
    expect(hindi.filter((p) => p.input.descriptionHi).length).toBeGreaterThanOrEqual(2);
    expect(CATALOGUE.filter((p) => !p.input.productNameHi).length).toBeGreaterThan(hindi.length);
  });

  it('every product passes productInputSchema unchanged', () => {
    for (const p of CATALOGUE) expect(productInputSchema.parse(p.input)).toEqual(p.input);
  });

  it('ready-made designs list a run of their chart’s sizes, most not the whole chart; others none', () => {
    let partial = 0;
    for (const { id, input } of CATALOGUE) {
      const chart = sizesForCategory(input.category);
      if (input.readyMadePrice == null) {
        expect(input.sizes, id).toEqual([]);
        continue;
      }
      expect(input.sizes.length, id).toBeGreaterThan(0);
      const from = chart.indexOf(input.sizes[0]!);
      expect(from, id).toBeGreaterThanOrEqual(0);
      expect(input.sizes, id).toEqual(chart.slice(from, from + input.sizes.length));
      if (input.sizes.length < chart.length) partial++;
    }
    const multiSize = CATALOGUE.filter((p) => p.input.readyMadePrice != null && sizesForCategory(p.input.category).length > 1);
    expect(partial).toBeGreaterThan(multiSize.length / 2);
    expect(CATALOGUE.some((p) => p.input.sizes.includes('M'))).toBe(true);
    for (const p of generateProducts(40)) expect(p.input.readyMadePrice == null || p.input.sizes.length > 0).toBe(true);
  });

  it('prices are paise in the category ranges, with at least one price each', () => {
    const ranges: Partial<Record<string, [number, number]>> = {
      Blouse: [800, 4500],
      Suit: [1500, 8000],
      Lehenga: [6000, 45000],
      Saree: [2000, 25000],
    };
    let differ = 0;
    let equal = 0;
    let single = 0;
    for (const p of CATALOGUE) {
      const prices = [p.input.readyMadePrice, p.input.tailorPrice].filter((x): x is number => x != null);
      expect(prices.length, p.id).toBeGreaterThan(0);
      const range = ranges[p.input.category];
      for (const paise of prices) {
        expect(Number.isInteger(paise)).toBe(true);
        if (range) expect(paise / 100, p.id).toBeGreaterThanOrEqual(range[0]);
        if (range) expect(paise / 100, p.id).toBeLessThanOrEqual(range[1]);
      }
      if (prices.length === 1) single++;
      else if (prices[0] === prices[1]) equal++;
      else differ++;
      expect(p.input.discount).toBeGreaterThanOrEqual(0);
      expect(p.input.discount).toBeLessThanOrEqual(40);
    }
    expect(differ).toBeGreaterThan(0);
    expect(equal).toBeGreaterThan(0);
    expect(single).toBeGreaterThan(0);
  });

  it('about a third is featured and dates spread over 8 months before the base date', () => {
    const featured = CATALOGUE.filter((p) => p.input.featuredProduct).length / CATALOGUE.length;
    expect(featured).toBeGreaterThan(0.25);
    expect(featured).toBeLessThan(0.45);
    const ages = CATALOGUE.map((p) => (SEED_BASE_DATE.getTime() - p.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(180);
    expect(Math.max(...ages)).toBeLessThanOrEqual(245);
    for (const p of CATALOGUE) expect(p.lastUpdated.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
  });

  it('has 1-4 distinct images per product, each shipped in web/public', () => {
    for (const p of CATALOGUE) {
      expect(p.input.images.length).toBeGreaterThanOrEqual(1);
      expect(p.input.images.length).toBeLessThanOrEqual(4);
      expect(new Set(p.input.images.map((i) => i.url)).size).toBe(p.input.images.length);
      for (const { url } of p.input.images) expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
    }
  });

  it('category detail objects sit on their categories', () => {
    for (const p of CATALOGUE) {
      const { category } = p.input;
      if (category === 'Blouse') expect(p.input.blouseDetails, p.id).toBeDefined();
      if (category === 'Suit') expect(p.input.suitDetails, p.id).toBeDefined();
      if (category === 'Lehenga') expect(p.input.lehengaDetails, p.id).toBeDefined();
      if (category === 'Saree') expect(p.input.sareeDetails, p.id).toBeDefined();
      if (category !== 'Blouse') expect(p.input.blouseDetails).toBeUndefined();
      if (category !== 'Saree') expect(p.input.sareeDetails).toBeUndefined();
    }
  });
});

describe('generateProducts', () => {
  it('is deterministic, valid and reuses shipped images', () => {
    const a = generateProducts(300);
    const b = generateProducts(300);
    expect(a).toEqual(b);
    expect(a[0].id).toBe('gen-00001');
    expect(a[299].id).toBe('gen-00300');
    for (const p of a) {
      expect(productInputSchema.parse(p.input)).toEqual(p.input);
      expect(p.input.images.length).toBeGreaterThanOrEqual(1);
      for (const { url } of p.input.images) expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
    }
    // A longer run starts with the same products.
    expect(generateProducts(310).slice(0, 300)).toEqual(a);
  });
});

describe('seed feedback and accounts', () => {
  it('has 12+ valid entries from 5+ known authors, ratings 2-5, some long', () => {
    expect(SEED_FEEDBACK.length).toBeGreaterThanOrEqual(12);
    const emails = new Set(ALL_DEMO_ACCOUNTS.map((a) => a.email));
    const authors = new Set(SEED_FEEDBACK.map((f) => f.authorEmail));
    expect(authors.size).toBeGreaterThanOrEqual(5);
    for (const f of SEED_FEEDBACK) {
      expect(emails.has(f.authorEmail)).toBe(true);
      expect(f.rating).toBeGreaterThanOrEqual(2);
      feedbackInputSchema.parse({ rating: f.rating, comments: f.comments, screenshotUrl: '', productId: f.productId });
      if (f.productId) expect(CATALOGUE.some((p) => p.id === f.productId), f.productId).toBe(true);
    }
    expect(new Set(SEED_FEEDBACK.map((f) => f.rating)).size).toBeGreaterThanOrEqual(3);
    expect(SEED_FEEDBACK.some((f) => f.comments.length > 100)).toBe(true);
    expect(new Set(SEED_FEEDBACK.map((f) => f.id)).size).toBe(SEED_FEEDBACK.length);
    // One review per author per design, one shop review per author (the rules' document ids).
    expect(new Set(SEED_FEEDBACK.map((f) => `${f.authorEmail} ${f.productId ?? 'shop'}`)).size).toBe(SEED_FEEDBACK.length);
  });

  it('has exactly one admin', () => {
    expect(ALL_DEMO_ACCOUNTS.filter((a) => 'admin' in a && a.admin).map((a) => a.email)).toEqual([DEMO_ACCOUNTS.admin.email]);
  });
});
