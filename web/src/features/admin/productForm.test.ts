import { describe, expect, it } from 'vitest';
import { MAX_PRICE_PAISE, PRODUCT_FORM_DEFAULTS, mergeProductDefaults } from '@tailor/domain';
import { droppedDetailKeys, parseList, productFormSchema, toFormValues, toProductInput } from './productForm';

describe('product form conversions', () => {
  it('shows stored paise as rupees and stores rupees as paise', () => {
    const stored = mergeProductDefaults({ productName: 'Silk Blouse', description: 'd', tailorPrice: 149950, readyMadePrice: null, shippingCost: 5000, category: 'Blouse' });
    const form = toFormValues(stored);
    expect(form.tailorPrice).toBe(1499.5);
    expect(form.readyMadePrice).toBeNull();
    expect(form.shippingCost).toBe(50);
    const parsed = productFormSchema.parse({ ...form, tailorPrice: 1299.99 });
    const input = toProductInput(parsed);
    expect(input.tailorPrice).toBe(129999);
    expect(input.shippingCost).toBe(5000);
    expect(input.blouseDetails).toBeDefined();
    expect(input.lehengaDetails).toBeUndefined();
    expect(input.blouseTailoring).toBeDefined();
  });

  it('requires name, description, quantity and shipping, and checks ranges', () => {
    const result = productFormSchema.safeParse({
      ...toFormValues(PRODUCT_FORM_DEFAULTS),
      quantityInStock: undefined,
      shippingCost: Number.NaN,
      discount: 120,
      readyMadePrice: -1,
      tailorPrice: 10.555,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      productName: 'Product name is required',
      description: 'Description is required',
      quantityInStock: 'Quantity in stock is required',
      shippingCost: 'Shipping cost is required',
      discount: 'Discount must be between 0 and 100',
      readyMadePrice: 'Ready-made price cannot be negative',
      tailorPrice: 'Tailor-made price: use at most 2 decimals',
    });
  });

  it('names the most a price can be as domain has it', () => {
    const form = toFormValues(mergeProductDefaults(PRODUCT_FORM_DEFAULTS));
    const over = MAX_PRICE_PAISE / 100 + 1;
    const result = productFormSchema.safeParse({ ...form, productName: 'Silk blouse', description: 'd', tailorPrice: over, readyMadePrice: over, shippingCost: over });
    const most = `₹${(MAX_PRICE_PAISE / 100).toLocaleString('en-IN')}`;
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      `Tailor-made price can be at most ${most}`,
      `Ready-made price can be at most ${most}`,
      `Shipping cost can be at most ${most}`,
    ]);
  });

  it('keeps sizes to the category’s chart', () => {
    const form = toFormValues(mergeProductDefaults({ productName: 'Lehenga', description: 'd', category: 'Lehenga', readyMadePrice: 900000, shippingCost: 0 }));
    expect(toProductInput(productFormSchema.parse({ ...form, sizes: ['S', 'M'] })).sizes).toEqual(['S', 'M']);
    const wrong = productFormSchema.safeParse({ ...form, sizes: ['XXL'] });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]!.path).toEqual(['sizes']);
  });

  it('names the detail objects another category drops', () => {
    expect(droppedDetailKeys('Saree')).toEqual(['blouseDetails', 'suitDetails', 'lehengaDetails']);
    expect(droppedDetailKeys('Dress')).toHaveLength(4);
  });

  it('parses comma or line separated lists', () => {
    expect(parseList(' Diwali, wedding\nWedding ,, wedding ')).toEqual(['Diwali', 'wedding', 'Wedding']);
  });
});
