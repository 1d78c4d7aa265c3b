import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb, testUser } from './support/admin';
import { callApi } from './support/api';
import { API_BASE } from './support/emulators';

const run = Date.now().toString(36);

type Answer = { success: boolean; message: string };

describe('/api/v1 body limit', () => {
  it('answers 413 with the JSON error shape for an 8 MB body, before anything else runs', async () => {
    const user = await testUser(`limits-${run}@example.test`, undefined, 'Big Body');
    const comments = 'x'.repeat(8 * 1024 * 1024);
    for (const token of [user.idToken, undefined]) {
      const res = await callApi<Answer>('POST', '/feedback/add', { token, body: { rating: 5, comments } });
      expect(res.status).toBe(413);
      expect(res.contentType).toContain('application/json');
      expect(res.body).toEqual({ success: false, message: 'Request body too large' });
    }
    expect((await adminDb().collection('feedback').where('userId', '==', user.uid).get()).size).toBe(0);
  });

  it('answers 413 just over 256 kB and lets a body under it through to validation', async () => {
    const over = await callApi<Answer>('POST', '/auth/login', { body: { email: 'a@example.test', password: 'p'.repeat(256 * 1024) } });
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ success: false });
    const under = await callApi<Answer>('POST', '/auth/login', { body: { email: 'a@example.test', password: 'p'.repeat(200 * 1024) } });
    expect(under.status).toBe(400);
    expect(under.body).toMatchObject({ success: false });
  });
});

describe('/api/v1/auth input bounds', () => {
  it('answers 400 for an over-long password or e-mail without asking Auth', async () => {
    const user = await testUser(`bounds-${run}@example.test`);
    for (const body of [
      { email: user.email, password: 'p'.repeat(4097) },
      { email: user.email, password: '₹'.repeat(1500) },
    ]) {
      const res = await callApi<Answer>('POST', '/auth/login', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'password: Password is too long' });
    }
    const longEmail = await callApi<Answer>('POST', '/auth/login', { body: { email: `${'a'.repeat(250)}@example.test`, password: user.password } });
    expect(longEmail.status).toBe(400);
    expect(longEmail.body).toMatchObject({ success: false, message: expect.stringMatching(/^email: /) });
    expect((await callApi('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it("refuses a sign-up whose name contains the shop's name", async () => {
    const email = `official-${run}@example.test`;
    for (const name of ['Silai Studio (Official)', 'silai-studio support']) {
      const res = await callApi<Answer>('POST', '/auth/signup', { body: { name, email, password: 'Stitch#2025' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/shop/);
    }
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('/api/v1/stats/visit client address and ceiling', () => {
  const session = () => `${run}${Math.random().toString(36).slice(2)}xxxxxxxxxxxxxxxx`.slice(0, 40);
  const visit = (xff: string) =>
    fetch(`${API_BASE}/stats/visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
      body: JSON.stringify({ sessionId: session() }),
    });

  it('limits by the address the front end appended, whatever the caller writes before it', async () => {
    const appended = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A made-up address each time, as an inflating caller would send.
      statuses.push((await visit(`10.${i}.${i}.${i}, ${appended}`)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('keeps a global ceiling per minute across addresses', async () => {
    const db = adminDb();
    const key = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace(/[-T:]/g, '');
    const now = Date.now();
    const minutes = [key(now), key(now + 60_000)].map((k) => db.doc(`stats/visitors/minutes/${k}`));
    const saved = await Promise.all(minutes.map((m) => m.get()));
    await Promise.all(minutes.map((m) => m.set({ count: 100_000 })));
    try {
      const before = (await db.doc('stats/visitors').get()).get('count') ?? 0;
      const res = await visit(`198.19.${Math.floor(Math.random() * 250)}.7`);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ success: false });
      expect((await db.doc('stats/visitors').get()).get('count') ?? 0).toBe(before);
    } finally {
      await Promise.all(minutes.map((m, i) => (saved[i]!.exists ? m.set(saved[i]!.data()!) : m.delete())));
    }
  });
});
