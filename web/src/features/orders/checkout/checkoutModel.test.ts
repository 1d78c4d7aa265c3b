import { describe, expect, it } from 'vitest';
import { MAX_MEASUREMENT, MAX_ORDER_LINES, MEASUREMENT_KEYS } from '@tailor/domain';
import {
  customerErrors,
  errorsFromAnswer,
  leftOutLines,
  lineErrors,
  lineProblemsFromAnswer,
  measurementErrors,
  reviewErrors,
  sentLines,
  requestLinesFor,
  stepsWithErrors,
  withoutFixedCustomerErrors,
  withoutFixedLineErrors,
} from './checkoutModel';
import type { CheckoutLine } from './data';
import { emptyCheckoutDraft, type LineDraft } from './draft';

const line = (over: Partial<CheckoutLine>): CheckoutLine => ({
  id: 'p1_tailor',
  productId: 'p1',
  productType: 'tailor',
  quantity: 1,
  size: null,
  productName: 'Silk blouse',
  category: 'Blouse',
  image: null,
  unavailable: null,
  ...over,
});
const blouse = (values: Record<string, number>): LineDraft => ({ category: 'blouse', values, profileId: '', profileName: '' });
const allBlouse = Object.fromEntries(MEASUREMENT_KEYS.blouse.map((k) => [k, 30]));

describe('checkout model', () => {
  it('sends ready-made lines by size and tailor-made ones with every measurement of their garment', () => {
    const lines = [line({ id: 'r', productId: 'p2', productType: 'readymade', size: 'M' }), line({})];
    const [ready, tailor] = requestLinesFor(lines, { p1_tailor: { ...blouse({ chest: 34 }), profileName: 'Mine' } });
    expect(ready).toEqual({ productId: 'p2', productType: 'readymade', quantity: 1, size: 'M' });
    expect(tailor).toMatchObject({ productId: 'p1', measurements: { category: 'blouse', profileName: 'Mine' } });
    const values = (tailor as { measurements: { values: Record<string, number> } }).measurements.values;
    expect(Object.keys(values)).toEqual([...MEASUREMENT_KEYS.blouse]);
    expect(values.chest).toBe(34);
    expect(values.waist).toBe(0);
  });

  it('names each missing measurement of a tailor-made line, and a line without a garment', () => {
    const errors = measurementErrors([line({}), line({ id: 'x', category: 'Scarf' }), line({ id: 'r', productType: 'readymade', size: 'M' })], {
      p1_tailor: blouse({ ...allBlouse, waist: 0 }),
    });
    expect(errors).toEqual({ 'p1_tailor.waist': 'Enter your waist measurement in inches, more than 0', 'x.category': 'Choose the garment for these measurements' });
    expect(stepsWithErrors(errors)).toEqual(new Set([1]));
  });

  it('drops a shown message once its field is fixed, and keeps the rest', () => {
    const customer = emptyCheckoutDraft().customer;
    const shown = { ...customerErrors(customer), 'p1_tailor.waist': 'Enter your waist measurement', 'p1_tailor.chest': 'Enter your chest measurement' };
    expect(stepsWithErrors(shown)).toEqual(new Set([0, 1]));
    const named = withoutFixedCustomerErrors(shown, { ...customer, name: 'Ritu' });
    expect(named['customer.name']).toBeUndefined();
    expect(named['customer.phone']).toBeDefined();
    expect(named['p1_tailor.waist']).toBeDefined();

    const measured = withoutFixedLineErrors(shown, 'p1_tailor', blouse({ waist: 28 }));
    expect(lineErrors(measured, 'p1_tailor')).toEqual({ 'p1_tailor.chest': 'Enter your chest measurement' });
    expect(lineErrors(withoutFixedLineErrors(shown, 'p1_tailor', { ...blouse({}), category: null }), 'p1_tailor')).toEqual({});
  });

  it('catches a measurement above the limit at the measurements step, naming the range, as it does 0', () => {
    const errors = measurementErrors([line({})], { p1_tailor: blouse({ ...allBlouse, chest: 999, waist: 0 }) });
    expect(errors).toEqual({
      'p1_tailor.chest': `Enter your chest measurement in inches, at most ${MAX_MEASUREMENT}`,
      'p1_tailor.waist': 'Enter your waist measurement in inches, more than 0',
    });
    // Putting it right clears the message; a new out-of-range value keeps it.
    expect(lineErrors(withoutFixedLineErrors(errors, 'p1_tailor', blouse({ ...allBlouse, chest: 36 })), 'p1_tailor')).toEqual({});
    expect(withoutFixedLineErrors(errors, 'p1_tailor', blouse({ ...allBlouse, chest: 150 }))['p1_tailor.chest']).toBeDefined();
  });

  it('sends at most one order’s designs: beyond MAX_ORDER_LINES the newest wait unless the shopper chose', () => {
    const many = Array.from({ length: MAX_ORDER_LINES + 3 }, (_, i) => line({ id: `l${i}` }));
    expect(sentLines(many, null)).toHaveLength(MAX_ORDER_LINES);
    expect([...leftOutLines(many, null)]).toEqual([`l${MAX_ORDER_LINES}`, `l${MAX_ORDER_LINES + 1}`, `l${MAX_ORDER_LINES + 2}`]);
    expect(sentLines(many, ['l0']).map((l) => l.id)).not.toContain('l0');
    expect(sentLines(many, ['l0'])).toHaveLength(MAX_ORDER_LINES + 2);
    expect(sentLines([line({})], null)).toHaveLength(1);
  });

  it('shows a refused send’s fields at the step and line that can fix them', () => {
    const sent = [line({ id: 'r', productType: 'readymade', size: 'M' }), line({})];
    const errors = errorsFromAnswer(
      [
        { path: ['customer', 'address', 'pincode'], message: 'Enter a valid 6-digit pincode', step: 3 },
        { path: ['lines', 1, 'measurements', 'values', 'chest'], message: 'Enter your chest measurement in inches, at most 100', step: 0 },
        { path: ['lines', 1, 'measurements', 'category'], message: 'Choose the garment for these measurements', step: 0 },
        { path: ['lines', 0, 'size'], message: 'Choose a size', step: 0 },
        { path: ['specialInstructions'], message: 'Too long', step: 1 },
      ],
      sent,
    );
    expect(errors).toEqual({
      'customer.address.pincode': 'Enter a valid 6-digit pincode',
      'p1_tailor.chest': 'Enter your chest measurement in inches, at most 100',
      'p1_tailor.category': 'Choose the garment for these measurements',
      'r.line': 'Choose a size',
      'review.specialInstructions': 'Too long',
    });
    expect(stepsWithErrors(errors)).toEqual(new Set([0, 1, 2]));
    expect(reviewErrors(errors)).toEqual(['Too long']);
    expect(lineProblemsFromAnswer([{ path: ['lines', 1], lineIndex: 1, productId: 'p1', message: 'This design is out of stock.' }], sent)).toEqual({
      p1_tailor: 'This design is out of stock.',
    });
  });
});
