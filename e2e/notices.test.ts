/**
 * The navigation's notices badge counts unread order updates, and seen ones
 * stop counting: opening an order marks that order's notices read, opening
 * My orders marks them all (they stay highlighted as new for that visit), and
 * a notice arriving while My orders is open is read at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { emptyOrderDraft } from '@tailor/domain';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { signInAs } from './support/session';
import { adminAuth, adminDb, testUser, type TestUser } from '../tests/support/admin';
import { waitFor } from '../tests/support/emulators';

const RUN = `nt${Date.now().toString(36)}`;

async function placeOrder(user: TestUser, id: string, orderNumber: string): Promise<void> {
  const at = Timestamp.now();
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      ...emptyOrderDraft('readymade'),
      userId: user.uid,
      customer: {
        name: 'Nisha Rao',
        email: user.email,
        phone: '9820012345',
        address: { street: '1 Test Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400058', country: 'India' },
      },
      lines: [{ productId: `${RUN}-product`, productType: 'readymade', quantity: 1, productName: 'Test Kurta', price: 100000, discount: 0, totalPrice: 100000 }],
      orderStatus: 'pending',
      orderDate: at,
      createdAt: at,
      totalPrice: 100000,
      orderNumber,
      statusHistory: [{ status: 'pending', at, by: user.uid }],
      // Already priced: the pricing trigger leaves it alone.
      pricedAt: at,
    });
}

async function notice(user: TestUser, id: string, orderId: string, orderNumber: string, read = false): Promise<void> {
  await adminDb()
    .doc(`users/${user.uid}/notifications/${id}`)
    .set({
      orderId,
      orderNumber,
      kind: 'confirmed',
      title: `Order ${orderNumber} is confirmed`,
      body: 'We have confirmed your order.',
      read,
      ...(read ? { readAt: Timestamp.now() } : {}),
      createdAt: Timestamp.now(),
    });
}

async function readFlags(user: TestUser): Promise<Record<string, boolean>> {
  const snap = await adminDb().collection(`users/${user.uid}/notifications`).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.get('read') === true && d.get('readAt') instanceof Timestamp]));
}

const badge = (page: Page) => page.getByTestId('notice-badge');

/** Waits for My orders to list `n` updates and its orders (the first snapshot may come from the cache, partial). */
async function listed(page: Page, n: number): Promise<void> {
  await page.waitForFunction((count) => document.querySelectorAll('.notice-list li').length === count, n, { timeout: 10_000 });
  await page.getByRole('link', { name: 'SS-9101', exact: true }).waitFor();
}

describe('notices badge', () => {
  let browser: Browser;
  let user: TestUser;
  const A = `${RUN}-a`;
  const B = `${RUN}-b`;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await testUser(`${RUN}@example.test`, undefined, 'Nisha Rao');
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    await adminDb().doc(`users/${user.uid}`).set({ name: 'Nisha Rao', email: user.email, profilePicture: '' }, { merge: true });
    await placeOrder(user, A, 'SS-9101');
    await placeOrder(user, B, 'SS-9102');
    await notice(user, 'a1', A, 'SS-9101');
    await notice(user, 'a2', A, 'SS-9101');
    await notice(user, 'b1', B, 'SS-9102');
    await notice(user, 'b0', B, 'SS-9102', true);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('stops counting the notices of an opened order, then all of them once My orders is open', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, { email: user.email, password: user.password });
    await badge(page).filter({ hasText: '3' }).waitFor({ timeout: 20_000 });

    await page.goto(`/orders/${A}`);
    await page.getByRole('heading', { name: 'Order SS-9101' }).waitFor();
    await badge(page).filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    // The badge follows the page's own writes at once; the server has them a moment later.
    await waitFor(async () => {
      const flags = await readFlags(user);
      return flags.a1 && flags.a2 ? true : undefined;
    }, 10_000, 'a1 and a2 read');
    expect(await readFlags(user)).toEqual({ a1: true, a2: true, b1: false, b0: true });

    await page.getByRole('link', { name: /^My Orders/ }).click();
    // Still "new" on this visit, though no longer counted.
    await page.getByRole('heading', { name: 'Updates (1 new)' }).waitFor();
    await badge(page).waitFor({ state: 'detached', timeout: 10_000 });
    await waitFor(async () => ((await readFlags(user)).b1 ? true : undefined), 10_000, 'b1 read');
    await listed(page, 4);
    await shot(page, 'notices-seen-desktop');

    // An update arriving while the list is open is seen at once.
    await notice(user, 'b2', B, 'SS-9102');
    await page.getByRole('heading', { name: 'Updates (2 new)' }).waitFor();
    await waitFor(async () => ((await readFlags(user)).b2 ? true : undefined), 10_000, 'b2 read');
    expect(await badge(page).count()).toBe(0);

    // Coming back later: nothing is new any more.
    await page.reload();
    await page.getByRole('heading', { name: 'Updates', exact: true }).waitFor();
    await listed(page, 5);
    expect(await page.locator('.notice-list li.is-unread').count()).toBe(0);
    expect(await badge(page).count()).toBe(0);
    await context.close();
  });

  it('shows the updates on a phone', { timeout: 60_000 }, async () => {
    await notice(user, 'a3', A, 'SS-9101');
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, { email: user.email, password: user.password });
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Updates (1 new)' }).waitFor();
    await listed(page, 6);
    expect(await page.locator('.notice-list li.is-unread').count()).toBe(1);
    await shot(page, 'notices-seen-phone');
    await context.close();
  });
});
