import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { emptyOrderDraft, parseOrderNumber } from '@tailor/domain';
import { writeOrderNotices } from '../functions/src/triggers/orderNoticeWrites';
import { adminAuth, adminDb } from './support/admin';
import { waitFor } from './support/emulators';

const RUN = Date.now().toString(36);
const UID = `life-${RUN}`;
const ADMIN = `life-admin-${RUN}`;
/** The account's own, verified e-mail: where the shop mails. */
const ACCOUNT_EMAIL = `life-${RUN}@example.com`;
/** A customer whose profile chose Hindi. */
const HINDI_UID = `life-hindi-${RUN}`;
const HINDI_EMAIL = `life-hindi-${RUN}@example.com`;
/** A customer whose profile chose English. */
const ENGLISH_UID = `life-english-${RUN}`;
const ENGLISH_EMAIL = `life-english-${RUN}@example.com`;
/** A customer whose account e-mail is not verified. */
const UNVERIFIED_UID = `life-unverified-${RUN}`;
const db = () => adminDb();
let seq = 0;

/** An order as POST /api/v1/orders stores it: priced, numbered, its first history entry by the customer. */
function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const userId = (overrides.userId as string | undefined) ?? UID;
  return {
    ...emptyOrderDraft('custom'),
    userId,
    orderNumber: `SS-${800_000 + seq++}`,
    subtotal: 0,
    discountTotal: 0,
    shippingCharge: 0,
    totalPrice: 0,
    statusHistory: [{ status: 'pending', at: Timestamp.now(), by: userId }],
    pricedAt: FieldValue.serverTimestamp(),
    customer: {
      // Typed text: neither the name nor this address is used for mail.
      name: 'Refund ready: visit http://evil.example',
      email: 'someone-else@example.com',
      phone: '9820012345',
      address: { street: '1 Test Lane', city: 'Mumbai', state: 'Maharashtra', pincode: '400058', country: 'India' },
    },
    category: 'Lehenga',
    measurements: { waist: 30, hip: 40, length: 41 },
    orderDate: FieldValue.serverTimestamp(),
    createdAt: FieldValue.serverTimestamp(),
    ...overrides,
  };
}

async function numbered(id: string): Promise<string> {
  const n = (await db().doc(`orders/${id}`).get()).get('orderNumber');
  if (parseOrderNumber(n) === null) throw new Error(`order ${id} has no number`);
  return n as string;
}

beforeAll(async () => {
  await adminAuth().createUser({ uid: UID, email: ACCOUNT_EMAIL, emailVerified: true });
  await adminAuth().createUser({ uid: UNVERIFIED_UID, email: `life-unverified-${RUN}@example.com`, emailVerified: false });
  await adminAuth().createUser({ uid: HINDI_UID, email: HINDI_EMAIL, emailVerified: true });
  await db().doc(`users/${HINDI_UID}`).set({ name: 'Kavya', email: HINDI_EMAIL, language: 'hi' });
  await adminAuth().createUser({ uid: ENGLISH_UID, email: ENGLISH_EMAIL, emailVerified: true });
  await db().doc(`users/${ENGLISH_UID}`).set({ name: 'Meera', email: ENGLISH_EMAIL, language: 'en' });
});

afterAll(async () => {
  for (const uid of [UID, UNVERIFIED_UID, HINDI_UID, ENGLISH_UID]) {
    const mine = await db().collection('orders').where('userId', '==', uid).get();
    await Promise.all(mine.docs.map((d) => d.ref.delete()));
    await db().recursiveDelete(db().doc(`users/${uid}`));
  }
});

describe('new orders arrive priced and numbered: no trigger prices, numbers or cancels them', () => {
  it('an order written by trusted code stays as written', async () => {
    const ref = db().collection('orders').doc(`life-old-${RUN}`);
    // An older order's number (TS-…) and no price: once, triggers renumbered and priced such orders.
    const { pricedAt: _pricedAt, subtotal: _s, discountTotal: _d, shippingCharge: _c, totalPrice: _t, ...unpriced } = orderRequest();
    await ref.set({ ...unpriced, orderNumber: 'TS-OLD123', statusHistory: [{ status: 'pending', at: Timestamp.now(), by: UID }] });
    try {
      await new Promise((r) => setTimeout(r, 2000));
      const data = (await ref.get()).data()!;
      expect(data.orderNumber).toBe('TS-OLD123');
      expect(data.orderStatus).toBe('pending');
      expect(data).not.toHaveProperty('pricedAt');
      expect(data).not.toHaveProperty('totalPrice');
      expect(data).not.toHaveProperty('cancelReason');
    } finally {
      // A bare document would otherwise count as an order in later files' dashboard figures.
      await ref.delete();
    }
  });
});

describe('notices and e-mails (one per change, also on redelivery)', () => {
  const notices = () => db().collection(`users/${UID}/notifications`);
  const mails = (orderId: string) => db().collection('mail').where('orderId', '==', orderId);

  async function noticeCount(orderId: string): Promise<number> {
    return (await notices().where('orderId', '==', orderId).get()).size;
  }

  // Its wait allows 60 s for ten trigger runs: the test itself must allow as long.
  it('each change the customer should hear about makes one notice and one mail', { timeout: 90_000 }, async () => {
    const ref = await db().collection('orders').add(orderRequest());
    const number = await numbered(ref.id);
    const at = () => Timestamp.now();
    const steps: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ orderStatus: 'confirmed', deliveryDate: '2026-12-04' }, { status: 'confirmed', at: at(), by: ADMIN }],
      [{ agreedPrice: 250000, agreedNote: 'silk lining added on call' }, { status: 'confirmed', at: at(), by: ADMIN, event: 'price', amount: 250000, reason: 'silk lining added on call' }],
      [{ orderStatus: 'stitching' }, { status: 'stitching', at: at(), by: ADMIN }],
      [{ orderStatus: 'approval', fitPhotos: ['/garments/blouse-1.svg'], fitNote: 'Front' }, { status: 'approval', at: at(), by: ADMIN, event: 'approval', photos: ['/garments/blouse-1.svg'], note: 'Front' }],
      [{ orderStatus: 'stitching' }, { status: 'stitching', at: at(), by: UID, event: 'alter', note: 'Loosen the waist' }],
      [{ orderStatus: 'approval' }, { status: 'approval', at: at(), by: ADMIN, event: 'approval', photos: ['/garments/blouse-1.svg'], note: 'Fixed' }],
      [{ orderStatus: 'ready' }, { status: 'ready', at: at(), by: UID, event: 'approve' }],
      [{ orderStatus: 'shipped' }, { status: 'shipped', at: at(), by: ADMIN }],
      [{ orderStatus: 'delivered' }, { status: 'delivered', at: at(), by: ADMIN }],
      [{ paymentStatus: 'collected', collectedAmount: 250000, collectedAt: at() }, { status: 'delivered', at: at(), by: ADMIN, event: 'payment', payment: 'collected', amount: 250000 }],
    ];
    for (const [fields, entry] of steps) {
      await ref.update({ ...fields, statusHistory: FieldValue.arrayUnion(entry) });
    }
    // confirmed, price, approval, approval again, shipped, delivered (not stitching, not the customer's own moves, not the payment)
    const expected = ['confirmed', 'price', 'approval', 'approval', 'shipped', 'delivered'];
    const kinds = await waitFor(
      async () => {
        const snap = await notices().where('orderId', '==', ref.id).get();
        return snap.size >= expected.length ? snap.docs.map((d) => d.data()) : undefined;
      },
      // Ten changes, each a trigger run that also looks up the account's e-mail: slow on a busy machine.
      60_000,
      'notices written',
    );
    await new Promise((r) => setTimeout(r, 1500));
    const all = (await notices().where('orderId', '==', ref.id).get()).docs.map((d) => d.data() as DocumentData);
    expect(all).toHaveLength(expected.length);
    expect(all.map((n) => n.kind).sort()).toEqual([...expected].sort());
    expect(kinds.every((n) => n.read === false && n.orderNumber === number)).toBe(true);
    const priceNotice = all.find((n) => n.kind === 'price')!;
    expect(priceNotice.body).toContain('₹2,500');
    const mailDocs = (await mails(ref.id).get()).docs.map((d) => d.data());
    expect(mailDocs).toHaveLength(expected.length);
    for (const m of mailDocs) {
      // The account's own verified address, not the one typed into the order.
      expect(m.to).toBe(ACCOUNT_EMAIL);
      expect(Object.keys(m.message).sort()).toEqual(['html', 'subject', 'text']);
      expect(m.message.subject).toContain(number);
      // The typed name stays out of the greeting and the subject.
      expect(m.message.text.split('\n')[0]).toBe('Hello there,');
      expect(`${m.message.subject} ${m.message.text} ${m.message.html}`).not.toContain('evil.example');
    }
  });

  it('an account whose e-mail is not verified gets its notices but no mail', { timeout: 60_000 }, async () => {
    const ref = await db().collection('orders').add(orderRequest({ userId: UNVERIFIED_UID }));
    const entry = { status: 'confirmed', at: Timestamp.now(), by: ADMIN };
    await ref.update({ orderStatus: 'confirmed', statusHistory: FieldValue.arrayUnion(entry) });
    await waitFor(
      async () => ((await db().collection(`users/${UNVERIFIED_UID}/notifications`).where('orderId', '==', ref.id).get()).size === 1 ? true : undefined),
      30_000,
      'notice of the unverified account',
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect((await mails(ref.id).get()).size).toBe(0);
  });

  it('a redelivered or concurrent event sends nothing twice', async () => {
    const ref = await db().collection('orders').add(orderRequest());
    await numbered(ref.id);
    const before = (await ref.get()).data()!;
    const entry = { status: 'confirmed', at: Timestamp.now(), by: ADMIN };
    await ref.update({ orderStatus: 'confirmed', statusHistory: FieldValue.arrayUnion(entry) });
    const after = (await ref.get()).data()!;
    await waitFor(async () => ((await noticeCount(ref.id)) === 1 ? true : undefined), 30_000, 'first notice');
    // The same event delivered again, twice at once, and once more late.
    const again = await Promise.all([writeOrderNotices(db(), ref.id, before, after), writeOrderNotices(db(), ref.id, before, after)]);
    expect(again).toEqual([0, 0]);
    expect(await writeOrderNotices(db(), ref.id, before, after)).toBe(0);
    expect(await noticeCount(ref.id)).toBe(1);
    expect((await mails(ref.id).get()).size).toBe(1);
  });

  it('a new, still pending order makes no notice', async () => {
    const ref = await db().collection('orders').add(orderRequest());
    await numbered(ref.id);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await noticeCount(ref.id)).toBe(0);
  });
});

describe("notices and e-mails in the customer's language", () => {
  const noticesOf = (uid: string, orderId: string) => db().collection(`users/${uid}/notifications`).where('orderId', '==', orderId);
  const mailsOf = (orderId: string) => db().collection('mail').where('orderId', '==', orderId);

  async function confirmAndPrice(uid: string, extra: Record<string, unknown> = {}): Promise<{ id: string; number: string }> {
    const ref = await db().collection('orders').add(orderRequest({ userId: uid, ...extra }));
    const number = await numbered(ref.id);
    await ref.update({
      orderStatus: 'confirmed',
      deliveryDate: '2026-12-04',
      statusHistory: FieldValue.arrayUnion({ status: 'confirmed', at: Timestamp.now(), by: ADMIN }),
    });
    await ref.update({
      agreedPrice: 12345600,
      statusHistory: FieldValue.arrayUnion({ status: 'confirmed', at: Timestamp.now(), by: ADMIN, event: 'price', amount: 12345600 }),
    });
    await waitFor(async () => ((await mailsOf(ref.id).get()).size >= 2 ? true : undefined), 60_000, 'two mails');
    return { id: ref.id, number };
  }

  it('a customer whose profile says Hindi gets Hindi notices and a Hindi mail', async () => {
    const { id, number } = await confirmAndPrice(HINDI_UID);
    const notices = (await noticesOf(HINDI_UID, id).get()).docs.map((d) => d.data());
    expect(notices.map((n) => n.title).sort()).toEqual([`ऑर्डर ${number} कन्फ़र्म हो गया`, `ऑर्डर ${number} का दाम तय हुआ`].sort());
    expect(notices.find((n) => n.kind === 'confirmed')!.body).toContain('4 दिसंबर 2026');
    expect(notices.find((n) => n.kind === 'price')!.body).toContain('₹1,23,456');
    const mails = (await mailsOf(id).get()).docs.map((d) => d.data());
    for (const m of mails) {
      expect(m.to).toBe(HINDI_EMAIL);
      expect(m.message.subject).toMatch(new RegExp(`^ऑर्डर ${number} .+ – `));
      expect(m.message.text.split('\n')[0]).toBe('नमस्ते,');
      expect(m.message.text).toContain(`अपना ऑर्डर देखें: `);
      expect(m.message.html).toContain(`>ऑर्डर ${number} देखें</a>`);
      expect(m.message.text).toContain(`/orders/${id}`);
    }
  });

  it('an order placed in Hindi by a customer whose profile names no language brings Hindi notices and mail', async () => {
    // The checkout keeps the shop's language on the order; a profile without one (the switch
    // never used while signed in) defers to it.
    const { id, number } = await confirmAndPrice(UID, { language: 'hi' });
    const notices = (await noticesOf(UID, id).get()).docs.map((d) => d.data());
    expect(notices.map((n) => n.title).sort()).toEqual([`ऑर्डर ${number} कन्फ़र्म हो गया`, `ऑर्डर ${number} का दाम तय हुआ`].sort());
    const mails = (await mailsOf(id).get()).docs.map((d) => d.data());
    expect(mails.every((m) => m.message.text.startsWith('नमस्ते,'))).toBe(true);
  });

  it("the language the profile names wins over the order's", async () => {
    const { id, number } = await confirmAndPrice(ENGLISH_UID, { language: 'hi' });
    const notices = (await noticesOf(ENGLISH_UID, id).get()).docs.map((d) => d.data());
    expect(notices.map((n) => n.title).sort()).toEqual([`Order ${number} confirmed`, `Price agreed for order ${number}`].sort());
  });

  it('a customer whose profile names no language (older profiles) stays in English', async () => {
    // UID has no users/{uid} document at all; a profile without `language` reads the same.
    const { id, number } = await confirmAndPrice(UID);
    const notices = (await noticesOf(UID, id).get()).docs.map((d) => d.data());
    expect(notices.map((n) => n.title).sort()).toEqual([`Order ${number} confirmed`, `Price agreed for order ${number}`].sort());
    const mails = (await mailsOf(id).get()).docs.map((d) => d.data());
    expect(mails.every((m) => m.message.text.startsWith('Hello there,') && m.message.text.includes('View your order: '))).toBe(true);
  });
});
