import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { contexts, rulesEnv, type Db } from './support/rules';

const OWNER = 'owner-1';
const OTHER = 'other-1';
const T0 = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

/** What the checkout writes when the customer ticks "Save this address". */
function saved(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Priya Sharma',
    email: 'priya@example.com',
    phone: '9820012345',
    address: { street: '12 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const env = await rulesEnv('rules-addresses', {
  seed: (db) => setDoc(doc(db, `users/${OWNER}/addresses/a1`), { ...saved(), createdAt: T0, updatedAt: T0 }),
});
const { owner, other, admin, anon } = contexts(env, { owner: OWNER, other: OTHER });

describe('firestore.rules: users/{uid}/addresses', () => {
  const at = (db: Db, id = 'a1') => doc(db, 'users', OWNER, 'addresses', id);

  it('the owner saves, reads, updates and deletes their addresses', async () => {
    await assertSucceeds(setDoc(at(owner, 'home-2'), saved()));
    await assertSucceeds(getDoc(at(owner)));
    await assertSucceeds(getDocs(collection(owner, 'users', OWNER, 'addresses')));
    await assertSucceeds(updateDoc(at(owner), { phone: '9123456789', updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(at(owner)));
  });

  it('nobody else reads or writes them, the admin included', async () => {
    for (const db of [other, admin, anon]) {
      await assertFails(setDoc(at(db, 'x'), saved()));
      await assertFails(getDoc(at(db)));
      await assertFails(getDocs(collection(db, 'users', OWNER, 'addresses')));
      await assertFails(updateDoc(at(db), { phone: '9123456789', updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(at(db)));
    }
  });

  it('the block is validated like an order’s customer: keys, types, ranges, Indian address', async () => {
    const base = saved();
    const address = base.address as Record<string, unknown>;
    for (const bad of [
      { name: 'A' },
      { name: 'N'.repeat(81) },
      { name: 42 },
      { email: 'not-an-email' },
      { phone: '12345' },
      { phone: 9820012345 },
      { address: { ...address, pincode: '012345' } },
      { address: { ...address, state: 'Bavaria' } },
      { address: { ...address, country: 'Germany' } },
      { address: { ...address, street: '' } },
      { address: { ...address, city: 'c'.repeat(81) } },
      { address: { ...address, extra: 1 } },
      { label: 'Home' },
      { createdAt: T0 },
      { updatedAt: T0 },
    ]) {
      await assertFails(setDoc(at(owner, 'new'), saved(bad))).catch((e) => {
        throw new Error(`allowed ${JSON.stringify(bad)}: ${e}`);
      });
    }
    const missing = saved();
    delete missing.phone;
    await assertFails(setDoc(at(owner, 'new'), missing));
    await assertFails(setDoc(at(owner, 'a'.repeat(65)), saved()));
  });

  it('an update keeps createdAt and sets updatedAt to the server time', async () => {
    await assertFails(updateDoc(at(owner), { phone: '9123456789' }));
    await assertFails(updateDoc(at(owner), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(at(owner), { phone: 'x', updatedAt: serverTimestamp() }));
  });
});
