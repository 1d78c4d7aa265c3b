import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { sortFeedback } from '@tailor/domain';
import { adminAuth, adminDb, signInWithPassword, testUser, type TestUser } from './support/admin';
import { AUTH_URL } from './support/emulators';
import { callApi } from './support/api';

interface ApiFeedback {
  _id: string;
  userId: string;
  name: string;
  email: string;
  profile_picture: string;
  rating: number;
  comments: string;
  screenshotUrl: string;
  productId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}
type Answer = { success: boolean; message?: string; feedback?: ApiFeedback; nextCursor?: string | null };
type ListAnswer = { success: boolean; feedback: ApiFeedback[]; nextCursor: string | null };

describe('/api/v1 feedback', () => {
  const db = adminDb();
  const run = Date.now().toString(36);
  const productId = `fba-${run}`;
  let author: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const cleanup: string[] = [];

  beforeAll(async () => {
    author = await testUser(`fb-author-${run}@example.test`, undefined, 'Meera Iyer');
    other = await testUser(`fb-other-${run}@example.test`, undefined, 'Kavya Nair');
    admin = await testUser(`fb-admin-${run}@example.test`, { role: 'admin' }, 'Shop Admin');
    // The profile the author block is taken from.
    await db.doc(`users/${author.uid}`).set({ name: 'Meera Iyer', email: author.email, profilePicture: 'https://example.test/meera.png', createdAt: Timestamp.now() });
    await db.doc(`products/${productId}`).set({ productName: 'API test design', tailorPrice: 100000, readyMadePrice: 90000, discount: 0 });
  });

  afterAll(async () => {
    await Promise.all(cleanup.map((id) => db.doc(`feedback/${id}`).delete()));
    await db.doc(`products/${productId}`).delete();
  });

  async function add(token: string, body: Record<string, unknown>) {
    const res = await callApi<Answer>('POST', '/feedback/add', { token, body });
    if (res.body.feedback?._id) cleanup.push(res.body.feedback._id);
    return res;
  }

  describe('POST /feedback/add', () => {
    it('creates feedback for the caller with the author block from the profile, ignoring the body', async () => {
      const res = await add(author.idToken, {
        userId: author.uid,
        feedbackId: 'ignored',
        name: 'Somebody Else',
        email: 'forged@example.test',
        profile_picture: 'https://evil.test/x.png',
        rating: 4,
        comments: '  Beautiful blouse, fits perfectly.  ',
        screenshotUrl: '',
        productId,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Feedback submitted!' });
      const f = res.body.feedback!;
      expect(f).toMatchObject({
        userId: author.uid,
        name: 'Meera Iyer',
        profile_picture: 'https://example.test/meera.png',
        rating: 4,
        comments: 'Beautiful blouse, fits perfectly.',
        productId,
      });
      expect(Date.parse(f.createdAt!)).toBeGreaterThan(0);
      const stored = (await db.doc(`feedback/${f._id}`).get()).data();
      expect(stored).toMatchObject({ userId: author.uid, name: 'Meera Iyer', rating: 4 });
      // Everyone reads feedback: the author's e-mail is neither stored nor answered.
      expect(stored).not.toHaveProperty('email');
      expect(f).not.toHaveProperty('email');
    });

    it('falls back to the token for users without a profile document', async () => {
      const res = await add(other.idToken, { rating: 5, comments: 'Quick delivery.' });
      expect(res.status).toBe(201);
      expect(res.body.feedback).toMatchObject({ userId: other.uid, name: 'Kavya Nair', productId: null });
      expect(res.body.feedback).not.toHaveProperty('email');
    });

    it('answers 401 without a valid Bearer token', async () => {
      expect((await callApi('POST', '/feedback/add', { body: { rating: 4, comments: 'x' } })).status).toBe(401);
      expect((await callApi('POST', '/feedback/add', { token: 'not-a-token', body: { rating: 4, comments: 'x' } })).status).toBe(401);
    });

    it('answers 403 for feedback posted as someone else', async () => {
      const res = await add(author.idToken, { userId: other.uid, rating: 4, comments: 'Forged' });
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    });

    it('answers 400 on bad bodies', async () => {
      const bad: Record<string, unknown>[] = [
        {},
        { rating: 0, comments: 'x' },
        { rating: 6, comments: 'x' },
        { rating: 3.5, comments: 'x' },
        { rating: '4', comments: 'x' },
        { rating: 4 },
        { rating: 4, comments: '' },
        { rating: 4, comments: '   ' },
        { rating: 4, comments: 'x'.repeat(1001) },
        { rating: 4, comments: 'x', screenshotUrl: 'javascript:alert(1)' },
        { rating: 4, comments: 'x', isAdmin: true },
        { rating: 4, comments: 'x', productId: 'no-such-design' },
        { rating: 4, comments: 'x', productId: 'bad id!' },
      ];
      for (const body of bad) {
        const res = await add(author.idToken, body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body).toMatchObject({ success: false });
      }
      const malformed = await callApi('POST', '/feedback/add', { token: author.idToken, rawBody: '{"rating": 4,' });
      expect(malformed.status).toBe(400);
      const array = await callApi('POST', '/feedback/add', { token: author.idToken, body: [1, 2] });
      expect(array.status).toBe(400);
    });
  });

  describe('one review per author per design, one shop review per author', () => {
    it('answers 409 with the existing review for a second review of the same design or of the shop', async () => {
      const critic = await testUser(`fb-critic-${run}@example.test`, undefined, 'Asha Rao');
      const first = await add(critic.idToken, { rating: 5, comments: 'Lovely shop.' });
      expect(first.status).toBe(201);
      expect(first.body.feedback!._id).toBe(`${critic.uid}_shop`);
      const onDesign = await add(critic.idToken, { rating: 4, comments: 'Good design.', productId });
      expect(onDesign.status).toBe(201);
      expect(onDesign.body.feedback!._id).toBe(`${critic.uid}_${productId}`);

      for (const [body, id] of [
        [{ rating: 1, comments: 'Stuffing the shop rating.' }, `${critic.uid}_shop`],
        [{ rating: 1, comments: 'Stuffing the design rating.', productId }, `${critic.uid}_${productId}`],
      ] as const) {
        const again = await add(critic.idToken, body);
        expect(again.status).toBe(409);
        expect(again.body).toMatchObject({ success: false, feedbackId: id, message: expect.stringContaining('/feedback/update') });
      }
      // The first reviews stand, and the figures count each once.
      expect((await db.doc(`feedback/${critic.uid}_shop`).get()).get('rating')).toBe(5);
      expect((await db.doc(`feedback/${critic.uid}_${productId}`).get()).get('rating')).toBe(4);
      expect((await db.collection('feedback').where('userId', '==', critic.uid).get()).size).toBe(2);
      await expect
        .poll(async () => (await db.doc(`products/${productId}`).get()).get('ratingCount'), { timeout: 15_000 })
        .toBe((await db.collection('feedback').where('productId', '==', productId).get()).size);
    });

    it('keeps older reviews with random ids editable and deletable by their author', async () => {
      const legacy = db.collection('feedback').doc();
      await legacy.set({
        userId: author.uid, name: 'Meera Iyer', profile_picture: '', rating: 2, comments: 'Old review', screenshotUrl: '',
        createdAt: Timestamp.now(), updatedAt: Timestamp.now(),
      });
      cleanup.push(legacy.id);
      const edited = await callApi<Answer>('POST', '/feedback/update', { token: author.idToken, body: { feedbackId: legacy.id, rating: 3, comments: 'Old review, edited' } });
      expect(edited.status).toBe(200);
      expect(edited.body.feedback).toMatchObject({ rating: 3, productId: null });
      expect((await callApi('DELETE', '/feedback/delete', { token: author.idToken, body: { feedbackId: legacy.id } })).status).toBe(200);
    });
  });

  describe('the author block', () => {
    it("stores only a name and picture the rules would accept, from the profile, else the token", async () => {
      const sly = await testUser(`fb-sly-${run}@example.test`, undefined, 'Sly');
      // What any customer can do to their own account: a 3,000-character name and a javascript: photo.
      const update = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: sly.idToken, displayName: 'x'.repeat(3000), photoUrl: 'javascript:alert(1)', returnSecureToken: true }),
      });
      expect(update.ok).toBe(true);
      const token = await signInWithPassword(sly.email, sly.password);
      const decoded = await adminAuth().verifyIdToken(token);
      expect(String(decoded.name).length).toBe(3000);

      const res = await add(token, { rating: 5, comments: 'Trust me.' });
      expect(res.status).toBe(201);
      expect(res.body.feedback).toMatchObject({ name: '', profile_picture: '' });

      // With a profile document, its (rules-checked) values are used.
      await db.doc(`users/${sly.uid}`).set({ name: 'Sly Stallone', email: sly.email, profilePicture: '/garments/avatar.svg', createdAt: Timestamp.now() });
      const updated = await callApi<Answer>('POST', '/feedback/update', { token, body: { feedbackId: res.body.feedback!._id, rating: 4, comments: 'Trust me.' } });
      expect(updated.status).toBe(200);
      expect(updated.body.feedback).toMatchObject({ name: 'Sly Stallone', profile_picture: '/garments/avatar.svg' });
      await db.doc(`users/${sly.uid}`).delete();
    });

    it("refuses a token name that passes for the shop", async () => {
      const fake = await testUser(`fb-fake-${run}@example.test`, undefined, 'Silai Studio (Official)');
      const res = await add(fake.idToken, { rating: 5, comments: 'Best shop ever, says the shop.' });
      expect(res.status).toBe(201);
      expect(res.body.feedback!.name).toBe('');
    });
  });

  describe('POST /feedback/update', () => {
    let mine: ApiFeedback;
    beforeAll(async () => {
      mine = (await add(author.idToken, { rating: 3, comments: 'Will update this.' })).body.feedback!;
    });

    it('lets the author change rating, comments and screenshot', async () => {
      await new Promise((r) => setTimeout(r, 20));
      const res = await callApi<Answer>('POST', '/feedback/update', {
        token: author.idToken,
        body: { feedbackId: mine._id, userId: author.uid, rating: 5, comments: 'Even better after the alteration.', screenshotUrl: '/garments/x.svg', productId: '' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Feedback updated!' });
      expect(res.body.feedback).toMatchObject({ rating: 5, comments: 'Even better after the alteration.', screenshotUrl: '/garments/x.svg', productId: null, createdAt: mine.createdAt });
      expect(Date.parse(res.body.feedback!.updatedAt!)).toBeGreaterThan(Date.parse(mine.updatedAt!));
      const stored = (await db.doc(`feedback/${mine._id}`).get()).data()!;
      expect(stored.productId).toBeUndefined();
      expect(stored.userId).toBe(author.uid);
    });

    it('answers 400 for a review moved to another design or to general feedback', async () => {
      const res = await callApi<Answer>('POST', '/feedback/update', {
        token: author.idToken,
        body: { feedbackId: mine._id, rating: 1, comments: 'Moved', productId },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/^productId: /) });
      const design = `feedback/${author.uid}_${productId}`;
      const moved = await callApi<Answer>('POST', '/feedback/update', {
        token: author.idToken,
        body: { feedbackId: design.split('/')[1], rating: 1, comments: 'Moved', productId: '' },
      });
      expect(moved.status).toBe(400);
      expect((await db.doc(design).get()).get('productId')).toBe(productId);
    });

    it("answers 403 on someone else's feedback (the admin included) and 404 on unknown ids", async () => {
      const body = { feedbackId: mine._id, rating: 1, comments: 'Hijacked' };
      expect((await callApi('POST', '/feedback/update', { token: other.idToken, body })).status).toBe(403);
      expect((await callApi('POST', '/feedback/update', { token: admin.idToken, body })).status).toBe(403);
      expect((await callApi('POST', '/feedback/update', { token: author.idToken, body: { ...body, feedbackId: 'nope-' + run } })).status).toBe(404);
      expect((await db.doc(`feedback/${mine._id}`).get()).get('rating')).toBe(5);
    });

    it('answers 401 without a token and 400 on bad bodies', async () => {
      expect((await callApi('POST', '/feedback/update', { body: { feedbackId: mine._id, rating: 4, comments: 'x' } })).status).toBe(401);
      for (const body of [
        { rating: 4, comments: 'x' },
        { feedbackId: 'bad/id', rating: 4, comments: 'x' },
        { feedbackId: mine._id, rating: 7, comments: 'x' },
        { feedbackId: mine._id, rating: 4, comments: '' },
        { feedbackId: mine._id, rating: 4, comments: 'x', createdAt: '2020-01-01' },
      ]) {
        expect((await callApi('POST', '/feedback/update', { token: author.idToken, body })).status, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('DELETE /feedback/delete', () => {
    it('lets the author delete by body or query, answers 404 afterwards', async () => {
      const deleter = await testUser(`fb-deleter-${run}@example.test`, undefined, 'Ritu Singh');
      const a = (await add(deleter.idToken, { rating: 2, comments: 'Delete me (body)' })).body.feedback!;
      const b = (await add(deleter.idToken, { rating: 2, comments: 'Delete me (query)', productId })).body.feedback!;
      const byBody = await callApi<Answer>('DELETE', '/feedback/delete', { token: deleter.idToken, body: { feedbackId: a._id } });
      expect(byBody.status).toBe(200);
      expect(byBody.body).toMatchObject({ success: true, message: 'Feedback deleted' });
      const byQuery = await callApi('DELETE', '/feedback/delete', { token: deleter.idToken, query: { feedbackId: b._id } });
      expect(byQuery.status).toBe(200);
      expect((await db.doc(`feedback/${a._id}`).get()).exists).toBe(false);
      expect((await callApi('DELETE', '/feedback/delete', { token: deleter.idToken, body: { feedbackId: a._id } })).status).toBe(404);
      // Deleted, the review may be written again.
      expect((await add(deleter.idToken, { rating: 4, comments: 'Second thoughts' })).status).toBe(201);
    });

    it("answers 403 on someone else's feedback; the admin may delete it", async () => {
      const f = (await add(other.idToken, { rating: 1, comments: 'Moderate me', productId })).body.feedback!;
      expect((await callApi('DELETE', '/feedback/delete', { token: author.idToken, body: { feedbackId: f._id } })).status).toBe(403);
      expect((await db.doc(`feedback/${f._id}`).get()).exists).toBe(true);
      expect((await callApi('DELETE', '/feedback/delete', { token: admin.idToken, body: { feedbackId: f._id } })).status).toBe(200);
      expect((await db.doc(`feedback/${f._id}`).get()).exists).toBe(false);
    });

    it('answers 401 without a token and 400 without a valid id', async () => {
      expect((await callApi('DELETE', '/feedback/delete', { body: { feedbackId: 'x' } })).status).toBe(401);
      expect((await callApi('DELETE', '/feedback/delete', { token: author.idToken, body: {} })).status).toBe(400);
      expect((await callApi('DELETE', '/feedback/delete', { token: author.idToken, body: { feedbackId: 'a/b' } })).status).toBe(400);
    });
  });

  describe('GET /feedback/getAll', () => {
    beforeAll(async () => {
      // Same rating, different times: the newer must come first.
      for (const [rating, iso] of [
        [5, '2025-02-01T10:00:00Z'],
        [5, '2025-03-01T10:00:00Z'],
        [1, '2025-04-01T10:00:00Z'],
      ] as const) {
        const ref = db.collection('feedback').doc();
        cleanup.push(ref.id);
        const at = Timestamp.fromDate(new Date(iso));
        await ref.set({ userId: other.uid, name: 'Kavya Nair', profile_picture: '', rating, comments: `Seeded ${iso}`, screenshotUrl: '', createdAt: at, updatedAt: at });
      }
    });

    it('is public and ordered by rating descending, then newest first', async () => {
      const res = await callApi<ListAnswer>('GET', '/feedback/getAll', { query: { limit: '100' } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const list = res.body.feedback;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.map((f) => f._id)).toEqual(sortFeedback(list).map((f) => f._id));
      expect(list[0]).toHaveProperty('profile_picture');
    });

    it('pages with ?limit and ?cursor', async () => {
      const first = await callApi<ListAnswer>('GET', '/feedback/getAll', { query: { limit: '2' } });
      expect(first.body.feedback).toHaveLength(2);
      expect(first.body.nextCursor).toBe(first.body.feedback[1]!._id);
      const next = await callApi<ListAnswer>('GET', '/feedback/getAll', { query: { limit: '2', cursor: first.body.nextCursor! } });
      const all = await callApi<ListAnswer>('GET', '/feedback/getAll', { query: { limit: '4' } });
      expect([...first.body.feedback, ...next.body.feedback].map((f) => f._id)).toEqual(all.body.feedback.map((f) => f._id));
    });

    it('answers 400 on a bad limit or cursor', async () => {
      const queries: Record<string, string>[] = [{ limit: '0' }, { limit: '101' }, { limit: 'ten' }, { cursor: 'no-such-feedback' }, { cursor: 'a/b' }];
      for (const query of queries) {
        expect((await callApi('GET', '/feedback/getAll', { query })).status, JSON.stringify(query)).toBe(400);
      }
    });
  });
});
