import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { validateOrderStep, type OrderValidationError } from '@tailor/domain';

/**
 * "Next" checks the step it leaves: that step's errors show under their
 * fields (and nothing of later steps), then follow the shopper's typing until
 * they are put right. The whole request is still checked on "Send".
 */
export function useStepCheck<T extends FieldValues, R extends FieldValues>(form: UseFormReturn<T, unknown, R>, toRequest: (values: T) => unknown) {
  // Fields whose step error is showing, per step.
  const shown = useRef(new Map<number, Set<string>>());
  const latest = useRef(toRequest);
  useEffect(() => {
    latest.current = toRequest;
  });

  const check = useCallback(
    (step: number): OrderValidationError[] => {
      const errors = validateOrderStep(latest.current(form.getValues()), step);
      const before = shown.current.get(step);
      const now = new Set(errors.map((e) => e.field));
      for (const field of before ?? []) if (!now.has(field)) form.clearErrors(field as never);
      for (const error of errors) {
        const current = form.getFieldState(error.field as never).error as { message?: string } | undefined;
        if (current?.message !== error.message) form.setError(error.field as never, { type: 'step', message: error.message });
      }
      shown.current.set(step, now);
      return errors;
    },
    [form],
  );

  // Errors already showing follow the typing, so a corrected field clears at once.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          for (const [step, fields] of shown.current) if (fields.size > 0) check(step);
        },
      }),
    [form, check],
  );

  return check;
}
