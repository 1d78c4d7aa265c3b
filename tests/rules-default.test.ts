import { describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { ADMIN_CLAIMS, rulesEnv } from './support/rules';

const env = await rulesEnv('default', { clearEach: false });

describe('firestore.rules: deny by default', () => {
  it('denies reads and writes on unknown collections to everyone, the admin included', async () => {
    for (const db of [env.unauthenticatedContext().firestore(), env.authenticatedContext('u1').firestore(), env.authenticatedContext('boss', ADMIN_CLAIMS).firestore()]) {
      await assertFails(getDoc(doc(db, 'secrets/x')));
      await assertFails(setDoc(doc(db, 'secrets/x'), { a: 1 }));
    }
  });

  it('denies every client write to stats', async () => {
    await assertFails(setDoc(doc(env.authenticatedContext('boss', ADMIN_CLAIMS).firestore(), 'stats/feedback'), { count: 1 }));
    await assertFails(setDoc(doc(env.authenticatedContext('u1').firestore(), 'stats/visitors'), { count: 1 }));
  });
});
