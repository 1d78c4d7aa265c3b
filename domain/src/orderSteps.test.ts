import { describe, expect, it } from 'vitest';
import { emptyOrderDraft, type OrderDraft } from './order';
import { firstInvalidStep, validateOrderStep } from './orderSteps';

const customer = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '9820012345',
  address: { street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' as const },
};

function draft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return { ...emptyOrderDraft('tailor', 'p1'), userId: 'u1', ...overrides };
}

describe('validateOrderStep', () => {
  it('reports only the asked step: the measurements step knows nothing of the missing address', () => {
    const d = draft({ category: 'Lehenga', measurements: { waist: 30, hip: -1 } });
    expect(validateOrderStep(d, 2)).toEqual([
      { step: 2, field: 'measurements.hip', message: 'Enter your hip measurement in inches, more than 0' },
      { step: 2, field: 'measurements.length', message: 'Enter your lehenga length measurement in inches, more than 0' },
    ]);
    expect(validateOrderStep(d, 0)).toEqual([]);
    expect(validateOrderStep(d, 1)).toEqual([]);
    expect(validateOrderStep(d, 3).map((e) => e.field)).toEqual(
      expect.arrayContaining(['customer.name', 'customer.phone', 'customer.address.street', 'customer.address.pincode']),
    );
    expect(validateOrderStep(d, 3).every((e) => e.step === 3)).toBe(true);
  });

  it('asks for the garment on the measurements step of a tailoring order, and on the first step of a custom one', () => {
    expect(validateOrderStep(draft(), 2)[0]).toEqual({ step: 2, field: 'category', message: 'Select a category' });
    const custom = { ...emptyOrderDraft('custom', 'null'), userId: 'u1' };
    expect(validateOrderStep(custom, 0)).toEqual([{ step: 0, field: 'category', message: 'Select a category' }]);
  });

  it('finds the first step that needs attention', () => {
    const complete = draft({ category: 'Lehenga', measurements: { waist: 30, hip: 40, length: 41 }, customer });
    expect(validateOrderStep(complete, 3)).toEqual([]);
    expect(firstInvalidStep(complete, 4)).toBeNull();
    expect(firstInvalidStep({ ...complete, measurements: {} }, 4)).toBe(2);
    expect(firstInvalidStep({ ...complete, measurements: {} }, 1)).toBeNull();
  });
});
