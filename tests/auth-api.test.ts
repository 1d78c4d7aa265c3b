import { describe, expect, it } from 'vitest';
import { callApi, type ApiAnswer } from './support/api';
import { adminAuth, adminDb, testUser } from './support/admin';

const run = Date.now().toString(36);
const email = (tag: string) => `api-${tag}-${run}@example.test`;

interface AuthAnswer {
  success: boolean;
  message: string;
  token?: string;
  user?: { _id: string; name: string; email: string; role: string; profilePicture: string; profile_picture: string };
}

/**
 * A 400 that is not a success. Bodies that are not JSON objects never reach
 * the app: the functions runtime's own body parser answers them with 400.
 */
function expectBadRequest(res: ApiAnswer<AuthAnswer>): void {
  expect(res.status).toBe(400);
  if (res.contentType.includes('application/json')) expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  else expect(JSON.stringify(res.body)).not.toContain('"success":true');
}

describe('/api/v1/auth', () => {
  describe('POST /auth/signup', () => {
    it('creates the account, its profile document and answers with a token', async () => {
      const res = await callApi<AuthAnswer>('POST', '/auth/signup', {
        body: { name: 'Meera Iyer', email: email('signup'), password: 'Stitch#2025' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: expect.any(String),
        user: { name: 'Meera Iyer', email: email('signup'), role: 'user', profilePicture: '', profile_picture: '' },
      });
      expect(res.body.token).toMatch(/\./);
      const uid = res.body.user!._id;
      expect((await adminAuth().getUser(uid)).displayName).toBe('Meera Iyer');
      const profile = (await adminDb().doc(`users/${uid}`).get()).data();
      expect(profile).toMatchObject({ name: 'Meera Iyer', email: email('signup'), profilePicture: '' });
      expect(Object.keys(profile!).sort()).toEqual(['createdAt', 'email', 'name', 'profilePicture']);
      // The token is a real Firebase ID token for that account.
      expect((await adminAuth().verifyIdToken(res.body.token!)).uid).toBe(uid);
    });

    it('answers 409 for an e-mail that already has an account', async () => {
      await callApi('POST', '/auth/signup', { body: { name: 'First Owner', email: email('dup'), password: 'Stitch#2025' } });
      const res = await callApi<AuthAnswer>('POST', '/auth/signup', {
        body: { name: 'Second Try', email: email('dup'), password: 'Other#2025' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: 'An account with this email already exists.' });
    });

    it('answers 400 for a weak password, a bad e-mail or missing fields', async () => {
      const weak = await callApi<AuthAnswer>('POST', '/auth/signup', { body: { name: 'Weak Pass', email: email('weak'), password: '123' } });
      expect(weak.status).toBe(400);
      expect(weak.body.success).toBe(false);
      expect(weak.body.message).toMatch(/at least 6 characters/);

      const badEmail = await callApi<AuthAnswer>('POST', '/auth/signup', { body: { name: 'Bad Mail', email: 'not-an-email', password: 'Stitch#2025' } });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.success).toBe(false);

      for (const body of [{}, { email: email('missing'), password: 'Stitch#2025' }, { name: 'No Password', email: email('missing') }, []]) {
        const res = await callApi<AuthAnswer>('POST', '/auth/signup', { body });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      }
      expectBadRequest(await callApi<AuthAnswer>('POST', '/auth/signup', { body: 'text' }));
    });

    it('answers 400 for malformed JSON', async () => {
      expectBadRequest(await callApi<AuthAnswer>('POST', '/auth/signup', { rawBody: '{"name": "Meera", "email": ' }));
    });
  });

  describe('POST /auth/login', () => {
    it('signs in and answers the user with role "user"', async () => {
      const user = await testUser(email('login'), undefined, 'Kavya Nair');
      // No profile document yet: the first sign-in creates it.
      await adminDb().doc(`users/${user.uid}`).delete();
      const res = await callApi<AuthAnswer>('POST', '/auth/login', { body: { email: user.email, password: user.password } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        user: { _id: user.uid, name: 'Kavya Nair', email: user.email, role: 'user', profilePicture: '', profile_picture: '' },
      });
      expect((await adminAuth().verifyIdToken(res.body.token!)).uid).toBe(user.uid);
      expect((await adminDb().doc(`users/${user.uid}`).get()).data()).toMatchObject({ name: 'Kavya Nair', email: user.email });
    });

    it('answers role "admin" for the admin claim, from the token and not from any document', async () => {
      const admin = await testUser(email('admin'), { role: 'admin' }, 'Shop Admin');
      const res = await callApi<AuthAnswer>('POST', '/auth/login', { body: { email: admin.email, password: admin.password } });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ _id: admin.uid, role: 'admin' });
      expect((await adminDb().doc(`users/${admin.uid}`).get()).data()).not.toHaveProperty('role');
    });

    it('answers 401 with a readable message for a wrong password or an unknown e-mail', async () => {
      const user = await testUser(email('wrong'));
      for (const body of [
        { email: user.email, password: 'not-the-password' },
        { email: email('nobody'), password: 'whatever1' },
      ]) {
        const res = await callApi<AuthAnswer>('POST', '/auth/login', { body });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: 'Incorrect email or password.' });
      }
    });

    it('answers 400 for missing fields and malformed JSON', async () => {
      for (const body of [{}, { email: email('x') }, { password: 'Secret#123' }, { email: 42, password: 'x' }]) {
        const res = await callApi<AuthAnswer>('POST', '/auth/login', { body });
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
      }
      expectBadRequest(await callApi<AuthAnswer>('POST', '/auth/login', { rawBody: '{email:' }));
    });
  });

  describe('POST /auth/google', () => {
    const googleToken = (sub: string, mail: string, name = 'Gauri Desai') =>
      JSON.stringify({ sub, email: mail, email_verified: true, name, picture: 'https://lh3.googleusercontent.com/a/gauri.png' });

    it('signs in with a Google credential and creates the profile once', async () => {
      const mail = email('google');
      const first = await callApi<AuthAnswer>('POST', '/auth/google', { body: { token: googleToken(`g-${run}`, mail) } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: true,
        user: { email: mail, name: 'Gauri Desai', role: 'user' },
      });
      const uid = first.body.user!._id;
      expect((await adminAuth().verifyIdToken(first.body.token!)).uid).toBe(uid);
      const profile = (await adminDb().doc(`users/${uid}`).get()).data();
      expect(profile).toMatchObject({ name: 'Gauri Desai', email: mail, profilePicture: 'https://lh3.googleusercontent.com/a/gauri.png' });
      expect(profile).not.toHaveProperty('role');

      const again = await callApi<AuthAnswer>('POST', '/auth/google', { body: { token: googleToken(`g-${run}`, mail) } });
      expect(again.status).toBe(200);
      expect(again.body.user!._id).toBe(uid);
    });

    it('answers 400 without a token and for malformed JSON, 4xx for a rejected credential', async () => {
      // A lone surrogate cannot be passed on to Google: refused, not failed.
      for (const body of [{}, { token: '' }, { token: 7 }, { token: '\u202e\ud800' }, { token: 'ab\udc00' }]) {
        const res = await callApi<AuthAnswer>('POST', '/auth/google', { body });
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
      }
      expectBadRequest(await callApi<AuthAnswer>('POST', '/auth/google', { rawBody: '{"token": ' }));

      const rejected = await callApi<AuthAnswer>('POST', '/auth/google', { body: { token: '{"email":"no-sub@example.test"}' } });
      expect(rejected.status).toBeGreaterThanOrEqual(400);
      expect(rejected.status).toBeLessThan(500);
      expect(rejected.body.success).toBe(false);
    });
  });
});
