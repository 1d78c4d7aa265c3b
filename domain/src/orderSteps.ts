/**
 * One wizard step at a time: what "Next" checks before moving on. Shared by
 * every form built from the order steps, so each says the same thing.
 */
import { validateOrderRequest, type OrderStepIndex, type OrderValidationError } from './order';

/** The errors of `step` alone (in field order), from the same rules as the whole request. */
export function validateOrderStep(request: unknown, step: OrderStepIndex | number): OrderValidationError[] {
  const result = validateOrderRequest(request);
  return result.ok ? [] : result.errors.filter((error) => error.step === step);
}

/** The first step, up to and including `upTo`, that has an error; null when they are all fine. */
export function firstInvalidStep(request: unknown, upTo: number): OrderStepIndex | null {
  const result = validateOrderRequest(request);
  if (result.ok) return null;
  const first = result.errors.find((error) => error.step <= upTo);
  return first ? first.step : null;
}
