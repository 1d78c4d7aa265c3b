/**
 * Rules of bills and billing settings: the bill on an order and the bill
 * counters are written by trusted code only; the order's owner and the admin
 * read the bill and the payments ledger (receipts); settings/shop.billing is
 * checked like billingSettingsSchema, the GSTIN's check character included.
 */
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { DEFAULT_BILLING_SETTINGS, DEFAULT_SHOP_SETTINGS, gstinCheckChar } from '@tailor/domain';
import { contexts, rulesEnv } from './support/rules';

const OWNER = 'cust-1';
const BILL = { number: 'SS/26-27/0001', kind: 'tax-invoice', totals: { amountPaise: 100 } };
const billing = (patch: Record<string, unknown> = {}) => ({ ...DEFAULT_BILLING_SETTINGS, ...patch });
const settings = (patch: Record<string, unknown> = {}) => ({ ...structuredClone(DEFAULT_SHOP_SETTINGS), ...patch });

const env = await rulesEnv('rules-bills', {
  seed: async (db) => {
    await setDoc(doc(db, 'settings/shop'), settings());
    await setDoc(doc(db, 'orders/billed'), { userId: OWNER, orderStatus: 'delivered', statusHistory: [], bill: BILL });
    await setDoc(doc(db, 'orders/open'), { userId: OWNER, orderStatus: 'confirmed', statusHistory: [] });
    await setDoc(doc(db, 'orders/billed/payments/p1'), { kind: 'balance', method: 'cash', amountPaise: 100, receivedOn: '2026-11-20', reference: null });
    await setDoc(doc(db, 'counters/bills-2026-27'), { next: 2 });
  },
});
const { anon, owner, other, admin } = contexts(env, { owner: OWNER, other: 'cust-2' });

describe('bills on orders', () => {
  it('the owner and the admin read the billed order and its payments; others do not', async () => {
    await assertSucceeds(getDoc(doc(owner, 'orders/billed')));
    await assertSucceeds(getDoc(doc(admin, 'orders/billed')));
    await assertFails(getDoc(doc(other, 'orders/billed')));
    await assertSucceeds(getDocs(collection(owner, 'orders/billed/payments')));
    await assertSucceeds(getDoc(doc(admin, 'orders/billed/payments/p1')));
    await assertFails(getDocs(collection(other, 'orders/billed/payments')));
    await assertFails(getDoc(doc(anon, 'orders/billed/payments/p1')));
  });

  it('no client writes a bill: not the admin, not the owner, not even with a status entry', async () => {
    await assertFails(updateDoc(doc(admin, 'orders/open'), { bill: BILL }));
    await assertFails(updateDoc(doc(owner, 'orders/open'), { bill: BILL }));
    await assertFails(updateDoc(doc(admin, 'orders/billed'), { 'bill.number': 'SS/26-27/0009' }));
    await assertFails(updateDoc(doc(admin, 'orders/billed'), { bill: deleteField() }));
    // An agreed price as the admin sets it is allowed; the same write carrying a bill is not.
    const agreed = (extra: Record<string, unknown>) =>
      updateDoc(doc(admin, 'orders/open'), {
        agreedPrice: 90_000,
        agreedNote: 'Agreed on the call',
        statusHistory: [{ status: 'confirmed', at: new Date(), by: 'boss', event: 'price', amount: 90_000, reason: 'Agreed on the call' }],
        updatedAt: serverTimestamp(),
        updatedBy: 'boss',
        ...extra,
      });
    await assertFails(agreed({ bill: BILL }));
    await assertSucceeds(agreed({}));
  });

  it('no client writes the payments ledger', async () => {
    await assertFails(setDoc(doc(admin, 'orders/billed/payments/p2'), { kind: 'balance', method: 'cash', amountPaise: 100, receivedOn: '2026-11-20', reference: null }));
    await assertFails(setDoc(doc(owner, 'orders/billed/payments/p2'), { kind: 'balance', method: 'cash', amountPaise: 100, receivedOn: '2026-11-20', reference: null }));
  });

  it('no client reads or writes the bill counters', async () => {
    await assertFails(getDoc(doc(admin, 'counters/bills-2026-27')));
    await assertFails(setDoc(doc(admin, 'counters/bills-2026-27'), { next: 1 }));
    await assertFails(updateDoc(doc(admin, 'counters/bills-2026-27'), { next: 1 }));
    await assertFails(setDoc(doc(owner, 'counters/bills-2027-28'), { next: 1 }));
  });
});

describe('settings/shop.billing', () => {
  const update = (value: unknown) => updateDoc(doc(admin, 'settings/shop'), { billing: value });

  it('the admin saves billing settings with a valid GSTIN or none', async () => {
    await assertSucceeds(update(billing({ gstin: '27AAPFU0939F1ZV' })));
    await assertSucceeds(update(billing({ gstin: '29AAGCB7383J1Z4' })));
    await assertSucceeds(update(billing({ gstin: '' })));
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), settings({ billing: billing({ gstin: '27AAPFU0939F1ZV', garmentHsn: '62044290' }) })));
  });

  it('a new document comes without billing, which the next write adds (the create would pass the expression budget)', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore(), 'settings/shop'));
    });
    await assertFails(setDoc(doc(admin, 'settings/shop'), settings({ billing: billing() })));
    // A new document carries none of the sections (payments, billing, appointments).
    const { billing: _none, payments: _p, appointments: _a, ...core } = settings();
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), core));
    // Each section by an update of its own (saveShopSettings and the Appointments section).
    await assertSucceeds(updateDoc(doc(admin, 'settings/shop'), { payments: settings().payments }));
    await assertSucceeds(updateDoc(doc(admin, 'settings/shop'), { appointments: settings().appointments }));
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), settings({ billing: billing({ gstin: '27AAPFU0939F1ZV' }) })));
  });

  it('a document without billing (written before it) still saves', async () => {
    const { billing: _old, ...before } = settings();
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), before));
  });

  it('refuses a GSTIN with a wrong check character, pattern or state code', async () => {
    await assertFails(update(billing({ gstin: '27AAPFU0939F1ZW' })));
    await assertFails(update(billing({ gstin: '27aapfu0939f1zv' })));
    await assertFails(update(billing({ gstin: '27AAPFU0939F1ZV1' })));
    const unknownState = '99AAPFU0939F1Z';
    await assertFails(update(billing({ gstin: unknownState + gstinCheckChar(unknownState) })));
    await assertFails(update(billing({ gstin: 27 })));
  });

  it('refuses rates outside 0–40 % or not whole basis points, bad codes, unknown keys, a missing key', async () => {
    await assertFails(update(billing({ tailoringRateBp: 4001 })));
    await assertFails(update(billing({ garmentRateBp: -1 })));
    await assertFails(update(billing({ garmentHighRateBp: 12.5 })));
    await assertFails(update(billing({ garmentThresholdPaise: '250000' })));
    await assertFails(update(billing({ tailoringSac: '99882' })));
    await assertFails(update(billing({ garmentHsn: 'HSN6204' })));
    await assertFails(update(billing({ extra: true })));
    const { garmentHsn: _h, ...missing } = billing();
    await assertFails(update(missing));
  });

  it('only the admin writes it', async () => {
    await assertFails(updateDoc(doc(owner, 'settings/shop'), { billing: billing({ gstin: '27AAPFU0939F1ZV' }) }));
    await assertFails(updateDoc(doc(anon, 'settings/shop'), { billing: billing() }));
  });
});
