import { afterAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { emptyOrderDraft, parseOrderNumber } from '@tailor/domain';
import { assignOrderNumber } from '../functions/src/triggers/orderNumbers';
import { writeOrderNotices } from '../functions/src/triggers/orderNoticeWrites';
import { adminDb } from './support/admin';
import { waitFor } from './support/emulators';

const RUN = Date.now().toString(36);
const UID = `life-${RUN}`;
const ADMIN = `life-admin-${RUN}`;
// The burst has its own customer: 20 open orders put UID over the order limits,
// and the pricing trigger would cancel (and notify about) every later order of UID.
const BURST_UID = `life-burst-${RUN}`;
const db = () => adminDb();

function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...emptyOrderDraft('custom'),
    userId: UID,
    customer: {
      name: 'Life Tester',
      email: `life-${RUN}@example.com`,
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
  return waitFor(
    async () => {
      const n = (await db().doc(`orders/${id}`).get()).get('orderNumber');
      return parseOrderNumber(n) !== null ? (n as string) : undefined;
    },
    30_000,
    `order ${id} numbered`,
  );
}

afterAll(async () => {
  for (const uid of [UID, BURST_UID]) {
    const mine = await db().collection('orders').where('userId', '==', uid).get();
    await Promise.all(mine.docs.map((d) => d.ref.delete()));
    await db().recursiveDelete(db().doc(`users/${uid}`));
  }
});

describe('order numbers (trigger on a counter, in a transaction)', () => {
  it('20 simultaneous orders get 20 distinct consecutive numbers', async () => {
    const refs = await Promise.all(Array.from({ length: 20 }, () => db().collection('orders').add(orderRequest({ userId: BURST_UID }))));
    const numbers = await Promise.all(refs.map((r) => numbered(r.id)));
    const values = numbers.map((n) => parseOrderNumber(n)!).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(20);
    expect(numbers.every((n) => /^SS-\d+$/.test(n))).toBe(true);
    // Consecutive: other files may number orders at the same time, so only gaps from those are allowed.
    const counter = (await db().doc('counters/orders').get()).get('next') as number;
    expect(counter).toBeGreaterThan(values[19]!);
    expect(values[0]).toBeGreaterThanOrEqual(1001);
  });

  it('a redelivered event assigns nothing new', async () => {
    const ref = await db().collection('orders').add(orderRequest());
    const number = await numbered(ref.id);
    const counterBefore = (await db().doc('counters/orders').get()).get('next');
    expect(await assignOrderNumber(db(), ref.id, 'SS')).toEqual({ kept: number });
    expect(await assignOrderNumber(db(), ref.id, 'SS')).toEqual({ kept: number });
    expect((await ref.get()).get('orderNumber')).toBe(number);
    expect((await db().doc('counters/orders').get()).get('next')).toBe(counterBefore);
    expect(await assignOrderNumber(db(), `missing-${RUN}`, 'SS')).toBe('missing');
  });

  it('an order with an older number (TS-…) gets a sequential one; a sequential one is kept', async () => {
    const ref = db().collection('orders').doc(`life-old-${RUN}`);
    await ref.set({ orderNumber: 'TS-OLD123' });
    try {
      // Creating the document also fires the numbering trigger: whichever runs first assigns, the other keeps.
      const outcome = await assignOrderNumber(db(), ref.id, 'SS');
      const number = (await ref.get()).get('orderNumber') as string;
      expect(number).toMatch(/^SS-\d+$/);
      expect([{ assigned: number }, { kept: number }]).toContainEqual(outcome);
      expect(await assignOrderNumber(db(), ref.id, 'SS')).toEqual({ kept: number });
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

  it('each change the customer should hear about makes one notice and one mail', async () => {
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
      30_000,
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
      expect(m.to).toBe(`life-${RUN}@example.com`);
      expect(Object.keys(m.message).sort()).toEqual(['html', 'subject', 'text']);
      expect(m.message.subject).toContain(number);
    }
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
