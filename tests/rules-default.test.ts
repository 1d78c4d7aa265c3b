import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { ADMIN_CLAIMS, createRulesEnv } from './support/rules';

describe('firestore.rules: deny by default', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await createRulesEnv('default');
  });
  afterAll(async () => {
    await env?.cleanup();
  });

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
