import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { contexts, rulesEnv, type Db } from './support/rules';

const OWNER = 'owner-1';
const OTHER = 'other-1';
const T0 = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

function profile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'My blouse size',
    category: 'blouse',
    values: { chest: 34, waist: 28.5, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8 },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const env = await rulesEnv('rules-measurements', {
  seed: (db) => setDoc(doc(db, `users/${OWNER}/measurements/m1`), { ...profile(), createdAt: T0, updatedAt: T0 }),
});
const { owner, other, admin, anon } = contexts(env, { owner: OWNER, other: OTHER });

describe('firestore.rules: users/{uid}/measurements', () => {
  const mine = (db: Db) => collection(db, 'users', OWNER, 'measurements');

  it('the owner saves profiles of each category, partial ones included', async () => {
    await assertSucceeds(addDoc(mine(owner), profile()));
    await assertSucceeds(addDoc(mine(owner), profile({ name: 'Dress', category: 'dress', values: { chest: 36, waist: 30, hip: 40, length: 44, sleeveLength: 0 } })));
    await assertSucceeds(addDoc(mine(owner), profile({ name: 'Lehenga', category: 'lehenga', values: { waist: 30 } })));
  });

  it('nobody else writes or reads them, the admin included', async () => {
    await assertFails(addDoc(mine(other), profile()));
    await assertFails(addDoc(mine(admin), profile()));
    await assertFails(addDoc(mine(anon), profile()));
    await assertFails(getDoc(doc(other, `users/${OWNER}/measurements/m1`)));
    await assertFails(getDoc(doc(admin, `users/${OWNER}/measurements/m1`)));
    await assertFails(getDocs(mine(other)));
    await assertFails(deleteDoc(doc(other, `users/${OWNER}/measurements/m1`)));
  });

  it('the owner reads, lists and deletes their profiles', async () => {
    await assertSucceeds(getDoc(doc(owner, `users/${OWNER}/measurements/m1`)));
    const list = await assertSucceeds(getDocs(mine(owner)));
    expect(list.size).toBe(1);
    await assertSucceeds(deleteDoc(doc(owner, `users/${OWNER}/measurements/m1`)));
  });

  it('values are numbers from 0 to 100 for the category’s own fields', async () => {
    for (const values of [{ chest: 101 }, { chest: -1 }, { chest: '34' }, { hip: 38 }, { armpit: 3 }, 'chest=34']) {
      await assertFails(addDoc(mine(owner), profile({ values })));
    }
    await assertFails(addDoc(mine(owner), profile({ category: 'lehenga', values: { chest: 34 } })));
    await assertSucceeds(addDoc(mine(owner), profile({ values: { chest: 100, waist: 0 } })));
  });

  it('only the known keys, a name of 1-60 characters, a known category and server timestamps', async () => {
    await assertFails(addDoc(mine(owner), profile({ name: '' })));
    await assertFails(addDoc(mine(owner), profile({ name: '   ' })));
    await assertFails(addDoc(mine(owner), profile({ name: 'x'.repeat(61) })));
    await assertFails(addDoc(mine(owner), profile({ category: 'saree' })));
    await assertFails(addDoc(mine(owner), profile({ extra: true })));
    await assertFails(addDoc(mine(owner), profile({ createdAt: T0 })));
    await assertFails(addDoc(mine(owner), profile({ updatedAt: T0 })));
  });

  it('updates keep createdAt and stamp updatedAt', async () => {
    const ref = doc(owner, `users/${OWNER}/measurements/m1`);
    await assertSucceeds(updateDoc(ref, { name: 'Renamed', values: { chest: 35 }, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { name: 'No stamp' }));
    await assertFails(updateDoc(doc(other, `users/${OWNER}/measurements/m1`), { name: 'Mine now', updatedAt: serverTimestamp() }));
  });
});
