import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, discountLabel, imageUrls, purchaseOptions, truncateText } from './productDisplay';

describe('product display helpers', () => {
  it('discount badge', () => {
    expect(discountLabel(20)).toBe('20% OFF');
    expect(discountLabel(12.5)).toBe('12.5% OFF');
    expect(discountLabel(0)).toBe('');
    expect(discountLabel(null)).toBe('');
    expect(discountLabel(150)).toBe('100% OFF');
  });

  it('images fall back to the placeholder', () => {
    expect(imageUrls({ images: [{ url: '/a.svg' }, { url: ' ' }, { url: '/b.svg' }] })).toEqual(['/a.svg', '/b.svg']);
    expect(imageUrls({ images: [] })).toEqual([PLACEHOLDER_IMAGE]);
    expect(imageUrls({})).toEqual([PLACEHOLDER_IMAGE]);
  });

  it('purchase options apply the discount to each price separately', () => {
    const options = purchaseOptions({ readyMadePrice: 150000, tailorPrice: 199999, discount: 20 });
    expect(options).toEqual([
      { type: 'readymade', label: 'Ready-made', price: 150000, final: 120000, saving: 30000 },
      { type: 'tailor', label: 'Tailor-made', price: 199999, final: 160000, saving: 39999 },
    ]);
    expect(purchaseOptions({ readyMadePrice: null, tailorPrice: 50000 }).map((o) => o.type)).toEqual(['tailor']);
    expect(purchaseOptions({})).toEqual([]);
  });

  it('truncates at a word boundary with an ellipsis', () => {
    const text = 'A rich maroon Banarasi silk lehenga woven with antique-gold zari bootis and finished with a hand-embroidered kalidar hem. Comes with a matching choli.';
    const short = truncateText(text, 150);
    expect(short.truncated).toBe(false);
    const cut = truncateText(text, 60);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(61);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.text.slice(0, -1))).toBe(true);
  });
});
