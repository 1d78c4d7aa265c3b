import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { emptyOrderDraft, type OrderDraft } from '@tailor/domain';
import { useStepCheck } from './useStepCheck';

function setup() {
  const draft: OrderDraft = { ...emptyOrderDraft('tailor', 'p1'), userId: 'u1', category: 'Lehenga', measurements: { waist: 30 } };
  return renderHook(() => {
    const form = useForm<OrderDraft>({ defaultValues: draft });
    const check = useStepCheck(form, (values) => values);
    return { form, check };
  });
}

const messageOf = (form: ReturnType<typeof setup>['result']['current']['form'], field: string) =>
  (form.getFieldState(field as never).error as { message?: string } | undefined)?.message;

describe('useStepCheck', () => {
  it('shows the errors of the checked step only, in words for people', () => {
    const { result } = setup();
    let errors: { field: string }[] = [];
    act(() => {
      errors = result.current.check(2);
    });
    expect(errors.map((e) => e.field)).toEqual(['measurements.hip', 'measurements.length']);
    expect(messageOf(result.current.form, 'measurements.hip')).toBe('Enter your hip measurement in inches, more than 0');
    expect(messageOf(result.current.form, 'customer.phone')).toBeUndefined();
  });

  it('clears an error as soon as the field is put right, and keeps the others', () => {
    const { result } = setup();
    act(() => {
      result.current.check(2);
    });
    act(() => {
      result.current.form.setValue('measurements.hip', 40);
    });
    expect(messageOf(result.current.form, 'measurements.hip')).toBeUndefined();
    expect(messageOf(result.current.form, 'measurements.length')).toMatch(/lehenga length/);
    act(() => {
      result.current.form.setValue('measurements.length', 500);
    });
    expect(messageOf(result.current.form, 'measurements.length')).toBe('Enter your lehenga length measurement in inches, at most 100');
  });
});
