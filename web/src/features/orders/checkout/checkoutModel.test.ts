import { describe, expect, it } from 'vitest';
import { MEASUREMENT_KEYS } from '@tailor/domain';
import {
  customerErrors,
  lineErrors,
  measurementErrors,
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
    expect(errors).toEqual({ 'p1_tailor.waist': 'Enter your waist measurement', 'x.category': 'Choose the garment for these measurements' });
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
});
