import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';
import { NOT_AVAILABLE, categoryDetails, designSections, row, summaryRows } from './productRows';

const product = (over: Partial<Product> = {}): Product => ({
  ...PRODUCT_FORM_DEFAULTS,
  productName: 'Rani Pink Blouse',
  description: 'Silk blouse',
  category: 'Blouse',
  id: 'p-1',
  productId: 'p-1',
  rating: 0,
  ratingCount: 0,
  priceFrom: null,
  createdAt: null,
  lastUpdated: null,
  ...over,
});

describe('product detail rows', () => {
  it("shows 'Not available' for missing or blank values", () => {
    expect(row('X', undefined)).toEqual({ label: 'X', value: NOT_AVAILABLE, missing: true, shopText: true });
    expect(row('X', '  ')).toMatchObject({ value: NOT_AVAILABLE, missing: true });
    expect(row('X', [])).toMatchObject({ value: NOT_AVAILABLE });
    expect(row('X', true)).toMatchObject({ value: 'Yes', missing: false });
    expect(row('X', 5.5, ' m')).toMatchObject({ value: '5.5 m' });
    expect(row('X', ['Zari Work', 'Beads'])).toMatchObject({ value: 'Zari Work, Beads' });
  });

  it('the summary card has 8 rows', () => {
    const rows = summaryRows(product({ estimatedDeliveryTime: '2 weeks' }));
    expect(rows).toHaveLength(8);
    expect(rows.slice(0, 3).map((r) => r.label)).toEqual(['Category', 'Product Type', 'Fabric']);
    expect(rows.at(-1)).toMatchObject({ label: 'Delivery Time', value: '2 weeks' });
  });

  it('picks the detail card of the category', () => {
    expect(categoryDetails(product())?.title).toBe('Blouse Details');
    expect(categoryDetails(product({ category: 'Saree' }))?.rows.find((r) => r.label === 'Length')?.value).toBe('5.5 m');
    expect(categoryDetails(product({ category: 'Lehenga' }))?.rows.find((r) => r.label === 'Dupatta Included')?.value).toBe('Yes');
    expect(categoryDetails(product({ category: 'Dress' }))).toBeNull();
    expect(categoryDetails(product({ category: 'Suit', suitDetails: undefined }))?.rows.every((r) => r.missing)).toBe(true);
  });

  it('design view sections, with Not available for the blanks', () => {
    const sections = designSections(product({ fabricFeel: 'Soft', blouseTailoring: { galaDesign: 'Deep U' } }));
    expect(sections.map((s) => s.title)).toEqual(['Fabric & Material', 'Blouse Tailoring Details', 'Embellishments']);
    expect(sections[0].rows.map((r) => r.value)).toEqual(['Cotton', 'Soft', NOT_AVAILABLE]);
    expect(sections[1].rows[0]).toMatchObject({ label: 'Gala (Neck) Design', value: 'Deep U' });
    expect(sections[1].rows[1].missing).toBe(true);
  });
});
