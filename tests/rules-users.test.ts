import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { ADMIN_CLAIMS, rulesEnv } from './support/rules';

const OWNER = 'alice';
const OTHER = 'bob';
const OWNER_EMAIL = 'alice@example.test';
const OTHER_EMAIL = 'bob@example.test';
const CREATED = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'));

const stored = (name: string, email: string) => ({ name, email, profilePicture: '', createdAt: CREATED });
const fresh = (overrides: Record<string, unknown> = {}) => ({
  name: 'Alice Rao',
  email: OWNER_EMAIL,
  profilePicture: '',
  createdAt: serverTimestamp(),
  ...overrides,
});

async function denied(operation: Promise<unknown>): Promise<void> {
  const error = (await assertFails(operation)) as { code?: string };
  expect(error.code).toBe('permission-denied');
}

const env = await rulesEnv('rules-users', {
  seed: async (db) => {
    await setDoc(doc(db, `users/${OWNER}`), stored('Alice Rao', OWNER_EMAIL));
    await setDoc(doc(db, `users/${OTHER}`), stored('Bob Shah', OTHER_EMAIL));
  },
});

describe('firestore.rules: users/{uid}', () => {
  const as = {
    anon: () => env.unauthenticatedContext().firestore(),
    owner: () => env.authenticatedContext(OWNER, { email: OWNER_EMAIL }).firestore(),
    other: () => env.authenticatedContext(OTHER, { email: OTHER_EMAIL }).firestore(),
    admin: () => env.authenticatedContext('boss', { ...ADMIN_CLAIMS, email: 'boss@example.test' }).firestore(),
  };

  describe('get', () => {
    it('allows the owner and the admin', async () => {
      await assertSucceeds(getDoc(doc(as.owner(), `users/${OWNER}`)));
      await assertSucceeds(getDoc(doc(as.admin(), `users/${OWNER}`)));
      // A missing own profile can be checked before it is created.
      await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), `users/${OWNER}`)));
      await assertSucceeds(getDoc(doc(as.owner(), `users/${OWNER}`)));
    });

    it('denies anonymous visitors and other users', async () => {
      await denied(getDoc(doc(as.anon(), `users/${OWNER}`)));
      await denied(getDoc(doc(as.other(), `users/${OWNER}`)));
    });
  });

  describe('list', () => {
    it('allows only the admin', async () => {
      const snap = await assertSucceeds(getDocs(collection(as.admin(), 'users')));
      expect(snap.size).toBe(2);
    });

    it('denies everyone else, even a query that would only match their own profile', async () => {
      await denied(getDocs(collection(as.anon(), 'users')));
      await denied(getDocs(collection(as.owner(), 'users')));
      await denied(getDocs(query(collection(as.owner(), 'users'), where('email', '==', OWNER_EMAIL))));
      await denied(getDocs(collection(as.other(), 'users')));
    });
  });

  describe('create', () => {
    beforeEach(async () => {
      await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), `users/${OWNER}`)));
    });

    it('allows the owner to create their profile with name, email, picture and a server timestamp', async () => {
      await assertSucceeds(setDoc(doc(as.owner(), `users/${OWNER}`), fresh()));
      await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), `users/${OWNER}`)));
      await assertSucceeds(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ profilePicture: 'https://lh3.googleusercontent.com/a/photo.jpg' })));
    });

    it('denies creating a profile for someone else, anonymously or as the admin', async () => {
      await denied(setDoc(doc(as.anon(), `users/${OWNER}`), fresh()));
      await denied(setDoc(doc(as.other(), `users/${OWNER}`), fresh()));
      await denied(setDoc(doc(as.admin(), `users/${OWNER}`), fresh()));
    });

    it('denies a role or any foreign key', async () => {
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ role: 'admin' })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ role: 'user' })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ isAdmin: true })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ phone: '9876543210' })));
    });

    it('denies missing fields, wrong types and lengths', async () => {
      const { profilePicture: _p, ...noPicture } = fresh();
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), noPicture));
      const { createdAt: _c, ...noCreatedAt } = fresh();
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), noCreatedAt));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ name: '' })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ name: '   ' })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ name: 'x'.repeat(81) })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ name: 42 })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ profilePicture: 'javascript:alert(1)' })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ profilePicture: `https://x.test/${'a'.repeat(2048)}` })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ profilePicture: null })));
    });

    it("denies an e-mail other than the account's own", async () => {
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ email: OTHER_EMAIL })));
    });

    it('denies a client-chosen createdAt', async () => {
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ createdAt: CREATED })));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ createdAt: '2025-01-01' })));
    });
  });

  describe('update', () => {
    it('allows the owner to change name and picture, keeping createdAt', async () => {
      await assertSucceeds(updateDoc(doc(as.owner(), `users/${OWNER}`), { name: 'Alice R.' }));
      await assertSucceeds(updateDoc(doc(as.owner(), `users/${OWNER}`), { profilePicture: '/garments/avatar.svg' }));
      await assertSucceeds(setDoc(doc(as.owner(), `users/${OWNER}`), stored('Alice Rao', OWNER_EMAIL)));
    });

    it('denies other users, anonymous visitors and the admin', async () => {
      await denied(updateDoc(doc(as.anon(), `users/${OWNER}`), { name: 'Hacked' }));
      await denied(updateDoc(doc(as.other(), `users/${OWNER}`), { name: 'Hacked' }));
      await denied(updateDoc(doc(as.admin(), `users/${OWNER}`), { name: 'Renamed' }));
    });

    it('denies adding a role or a foreign key', async () => {
      await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { role: 'admin' }));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), { role: 'admin' }, { merge: true }));
      await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { note: 'x' }));
      await denied(updateDoc(doc(as.admin(), `users/${OWNER}`), { role: 'admin' }));
    });

    it('denies changing createdAt, the e-mail, or invalid values', async () => {
      await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { createdAt: serverTimestamp() }));
      await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { email: 'new@example.test' }));
      await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { name: 'y'.repeat(81) }));
      await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { profilePicture: 'ftp://x.test/a.png' }));
    });
  });

  describe('language', () => {
    it("allows the owner to keep 'en' or 'hi' on the profile, at creation or later", async () => {
      await assertSucceeds(updateDoc(doc(as.owner(), `users/${OWNER}`), { language: 'hi' }));
      await assertSucceeds(updateDoc(doc(as.owner(), `users/${OWNER}`), { language: 'en' }));
      await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), `users/${OWNER}`)));
      await assertSucceeds(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ language: 'hi' })));
    });

    it('denies any other value, and the language of someone else', async () => {
      for (const language of ['fr', 'HI', 'hindi', '', null, 1, true, ['hi'], { hi: true }]) {
        await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { language }));
      }
      await denied(updateDoc(doc(as.other(), `users/${OWNER}`), { language: 'hi' }));
      await denied(updateDoc(doc(as.admin(), `users/${OWNER}`), { language: 'hi' }));
      await denied(updateDoc(doc(as.anon(), `users/${OWNER}`), { language: 'hi' }));
      await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), `users/${OWNER}`)));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ language: 'de' })));
    });

    it('keeps a profile from before the language readable and writable without one', async () => {
      const snap = await assertSucceeds(getDoc(doc(as.owner(), `users/${OWNER}`)));
      expect(snap.data()?.language).toBeUndefined();
      await assertSucceeds(updateDoc(doc(as.owner(), `users/${OWNER}`), { name: 'Alice R.' }));
    });
  });

  describe('names with the shop name and protocol-relative pictures', () => {
    it("denies a customer's name containing the shop's name, in any case or spacing", async () => {
      for (const name of ['Silai Studio (Official)', 'silai studio', 'The SILAI-STUDIO Team', 'SilaiStudio', 'silai.studio']) {
        await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { name }));
      }
      await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), `users/${OWNER}`)));
      await denied(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ name: 'Silai Studio (Official)' })));
      await assertSucceeds(setDoc(doc(as.owner(), `users/${OWNER}`), fresh({ name: 'Silai Devi' })));
      await assertSucceeds(updateDoc(doc(as.owner(), `users/${OWNER}`), { name: 'Studio Silai Fan' }));
    });

    it("allows the admin's own profile to carry the shop's name", async () => {
      const boss = as.admin();
      await assertSucceeds(setDoc(doc(boss, 'users/boss'), { name: 'Silai Studio', email: 'boss@example.test', profilePicture: '', createdAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(boss, 'users/boss'), { name: 'Silai Studio (Official)' }));
    });

    it('denies protocol-relative pictures, a backslash counting as a slash', async () => {
      for (const profilePicture of ['//evil.example/a.png', '/\\evil.example', '\\/evil', '/\\/evil']) {
        await denied(updateDoc(doc(as.owner(), `users/${OWNER}`), { profilePicture }));
      }
      await assertSucceeds(updateDoc(doc(as.owner(), `users/${OWNER}`), { profilePicture: '/garments/avatar.svg' }));
      await assertSucceeds(updateDoc(doc(as.owner(), `users/${OWNER}`), { profilePicture: '' }));
    });
  });

  describe('delete', () => {
    it('denies everyone: profiles stay with the account', async () => {
      for (const db of [as.anon(), as.owner(), as.other(), as.admin()]) {
        await denied(deleteDoc(doc(db, `users/${OWNER}`)));
      }
      await env.withSecurityRulesDisabled(async (ctx) => {
        expect((await getDoc(doc(ctx.firestore(), `users/${OWNER}`))).exists()).toBe(true);
      });
    });
  });
});
