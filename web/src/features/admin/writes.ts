/**
 * The exact documents the admin screens write, built without a Firestore
 * instance so the rules tests can send the same payloads.
 */
import { deleteField, serverTimestamp, type FieldValue } from 'firebase/firestore';
import { withoutUndefined, type ProductInput } from '@tailor/domain';

/** setDoc payload of a new product (trusted fields such as priceFrom and rating come from a function). */
export function newProductPayload(id: string, input: ProductInput): Record<string, unknown> {
  return { ...withoutUndefined(input), productId: id, createdAt: serverTimestamp(), lastUpdated: serverTimestamp() };
}

/** updateDoc payload of an edit: createdAt and the trusted fields stay as stored. */
export function productUpdatePayload(id: string, input: ProductInput, dropKeys: readonly string[] = []): Record<string, unknown> {
  const data = withoutUndefined(input) as Record<string, unknown>;
  const removals: Record<string, FieldValue> = {};
  for (const key of dropKeys) if (!(key in data)) removals[key] = deleteField();
  return { ...data, ...removals, productId: id, lastUpdated: serverTimestamp() };
}

export { statusChangePayload } from '../../lib/orderWrites';

/** A design switched Active/Inactive: the products update rule wants lastUpdated as the server time. */
export function productStatusPayload(status: 'Active' | 'Inactive'): Record<string, unknown> {
  return { productStatus: status, lastUpdated: serverTimestamp() };
}
