import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { discountedPaise, formatINR, variantPlan } from '@tailor/domain';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { warmOrdersApi } from './support/api';
import { adminAuth, adminDb } from '../tests/support/admin';
import { cameraPhoto } from './support/photos';
import { fakeStorage, type FakeStorage } from './support/storage';

// A seeded customer of its own (other journeys use Priya), so My orders holds only this journey's orders.
const CUSTOMER = { email: 'meera@silaistudio.test', password: 'Customer@123', name: 'Meera Iyer' };

interface Pick {
  id: string;
  name: string;
  /** Discounted tailor price, paise. */
  unit: number;
}

/** A seeded blouse sold as a tailoring option. */
async function pickBlouse(): Promise<Pick> {
  const snap = await adminDb()
    .collection('products')
    .where(FieldPath.documentId(), '>=', 'p-')
    .where(FieldPath.documentId(), '<', 'p.')
    .limit(120)
    .get();
  const doc = snap.docs.find((d) => {
    const p = d.data();
    return p.category === 'Blouse' && typeof p.tailorPrice === 'number' && p.productStatus !== 'Inactive' && Array.isArray(p.images) && p.images.length > 0;
  });
  if (!doc) throw new Error('No seeded blouse with a tailor price');
  const p = doc.data();
  return { id: doc.id, name: p.productName as string, unit: discountedPaise(p.tailorPrice as number, (p.discount as number) ?? 0) };
}

/** Desktop and phone screenshots of the current screen. */
async function shots(page: Page, name: string): Promise<void> {
  // Full-page shots of a scrolled page paint the sticky navigation mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Nothing on the page may stick out sideways.
  const tooWide = async () =>
    page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 1 && r.right > w + 1;
        })
        .slice(0, 3)
        .map((el) => `${el.tagName}.${String(el.className)}`);
    });
  expect(await tooWide()).toEqual([]);
  await shot(page, `orders-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await tooWide()).toEqual([]);
  await shot(page, `orders-${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(100);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

function step(page: Page, n: number, label: string) {
  return page.getByRole('navigation', { name: 'Order steps' }).getByRole('button', { name: new RegExp(`^Step ${n}: ${label}`) });
}

async function currentStepIs(page: Page, n: number, label: string): Promise<void> {
  await page.waitForFunction(
    ([n, label]) => document.querySelector('[aria-current="step"]')?.textContent?.includes(`Step ${n}: ${label}`) ?? false,
    [n, label] as const,
    { timeout: 10_000 },
  );
}

const BLOUSE = { chest: '34', waist: '28.5', shoulder: '14', length: '15', sleeveLength: '10', neckDepthFront: '7', neckDepthBack: '8.5' };

describe('order request journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let uid: string;
  let product: Pick;
  let orderId = '';
  let storage: FakeStorage;

  beforeAll(async () => {
    browser = await launchBrowser();
    await warmOrdersApi();
    uid = (await adminAuth().getUserByEmail(CUSTOMER.email)).uid;
    product = await pickBlouse();
    ({ context, page } = await newPage(browser, DESKTOP));
    // Storage answered in memory (the emulator cannot start offline): the real resize-and-upload code runs.
    storage = await fakeStorage(context);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('opens the wizard from the tailor line of the cart', async () => {
    await adminDb()
      .doc(`carts/${uid}/items/${product.id}_tailor`)
      .set({ productId: product.id, productType: 'tailor', quantity: 2, addedAt: FieldValue.serverTimestamp() });
    await signIn(page);
    await page.goto('/cart');
    const link = page.locator(`a[href="/order/${product.id}/tailor"]`).first();
    await link.waitFor({ timeout: 20_000 });
    await link.click();
    await page.waitForURL(`**/order/${product.id}/tailor`);

    await currentStepIs(page, 1, 'Product Info');
    const panel = page.locator('#order-step-panel-0');
    await panel.getByText(product.name, { exact: true }).waitFor();
    expect(await panel.locator('dt:has-text("Quantity") + dd').textContent()).toBe('2');
    expect(await panel.locator('dt:has-text("Product type") + dd').textContent()).toBe('Tailor-made');
    expect(await panel.locator('dt:has-text("Price") + dd').first().textContent()).toMatch(/^₹/);
    await shots(page, 'wizard-1-product');
  });

  it('fills Order Type, then Measurements, and a reload loses nothing', async () => {
    await page.getByRole('button', { name: 'Next →' }).click();
    await currentStepIs(page, 2, 'Order Type');
    const panel = page.locator('#order-step-panel-1');
    await panel.getByRole('heading', { name: 'Order Customization' }).waitFor();
    await panel.getByText('Please complete all required fields to proceed with your order').waitFor();
    // A phone photo of the cloth goes up as resized variants, into the customer's private folder.
    await panel.getByText('Images only, under 5 MB each.').first().waitFor();
    await panel.locator('input[type="file"]').first().setInputFiles({ name: 'cloth.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(1600, 1200) });
    await panel.getByRole('img', { name: 'Cloth Picture You Want to Tailor 1' }).waitFor({ timeout: 60_000 });
    expect(storage.uploads.map((u) => [u.path.replace(/\/\d+-[a-z0-9]{8}-cloth_/, '/…_'), u.contentType, u.cacheControl])).toEqual(
      expect.arrayContaining(
        variantPlan(1200, 1600).map(({ width }) => [`users/${uid}/orders/…_${width}w.webp`, 'image/webp', 'private, max-age=31536000, immutable']),
      ),
    );
    await panel.getByLabel('Colour').fill('Maroon with golden border');
    await panel.getByLabel('Additional Customer Details').fill('For a wedding on 12 March; slightly loose fit.');
    await shots(page, 'wizard-2-order-type');

    await page.getByRole('button', { name: 'Next →' }).click();
    await currentStepIs(page, 3, 'Measurements');
    const measure = page.locator('#order-step-panel-2');
    // Pre-selected from the cart item's category.
    expect(await measure.getByRole('radio', { name: 'Blouse' }).isChecked()).toBe(true);
    await page.locator('#measure-chest').fill(BLOUSE.chest);
    await page.locator('#measure-waist').fill(BLOUSE.waist);
    await page.locator('#measure-shoulder').fill(BLOUSE.shoulder);

    await page.reload({ waitUntil: 'load' });
    await currentStepIs(page, 3, 'Measurements');
    expect(await page.locator('#measure-chest').inputValue()).toBe(BLOUSE.chest);
    expect(await page.locator('#measure-waist').inputValue()).toBe(BLOUSE.waist);
    expect(await page.locator('#order-color').inputValue()).toBe('Maroon with golden border');
    expect(await page.locator('#order-customer-details').inputValue()).toContain('wedding');

    for (const [key, value] of Object.entries(BLOUSE)) await page.locator(`#measure-${key}`).fill(value);
    await page.getByLabel('Name these measurements').fill('My blouse size');
    await page.getByRole('button', { name: 'Save these measurements' }).click();
    await page.getByText('Measurements saved as "My blouse size".').waitFor();
    await page.getByLabel('Fill from saved measurements').waitFor();
    const profiles = await adminDb().collection(`users/${uid}/measurements`).get();
    expect(profiles.docs.map((d) => d.data())).toContainEqual(
      expect.objectContaining({ name: 'My blouse size', category: 'blouse', values: Object.fromEntries(Object.entries(BLOUSE).map(([k, v]) => [k, Number(v)])) }),
    );
    await shots(page, 'wizard-3-measurements');
  });

  it('checks the customer details before sending and points at the step to fix', async () => {
    await page.getByRole('button', { name: 'Next →' }).click();
    await currentStepIs(page, 4, 'Customer Details');
    // Prefilled from the session.
    expect(await page.locator('#customer-email').inputValue()).toBe(CUSTOMER.email);
    await page.locator('#customer-name').fill(CUSTOMER.name);
    await page.locator('#customer-phone').fill('98200 12345');
    await page.locator('#customer-street').fill('Flat 7, Sea Breeze, Juhu Tara Road');
    await page.locator('#customer-city').fill('Mumbai');
    await page.locator('#customer-state').selectOption('Maharashtra');
    await page.locator('#customer-pincode').fill('4000');
    await shots(page, 'wizard-4-customer');

    await step(page, 5, 'Payment').click();
    await currentStepIs(page, 5, 'Payment');
    const payment = page.locator('#order-step-panel-4');
    await payment.getByText('Best prices in the city').waitFor();
    await payment.getByRole('heading', { name: 'Ready to Order?' }).waitFor();
    await payment.getByText('Cash on Delivery (COD)').waitFor();
    await shots(page, 'wizard-5-payment');

    await page.getByRole('button', { name: 'Send order request' }).click();
    await currentStepIs(page, 4, 'Customer Details');
    await step(page, 4, 'Customer Details \\(needs attention\\)').waitFor();
    await page.getByText('Enter a valid 6-digit pincode').waitFor();
    expect(await page.locator('#customer-pincode').getAttribute('aria-invalid')).toBe('true');
    await shots(page, 'wizard-4-customer-error');

    await page.locator('#customer-pincode').fill('400049');
    // The error clears as it is fixed.
    await page.getByText('Enter a valid 6-digit pincode').waitFor({ state: 'detached' });
  });

  it('a send whose answer is lost is retried with the same key: one order, confirmed at once with its number', async () => {
    const before = (await adminDb().collection('orders').where('userId', '==', uid).get()).size;
    // The first request reaches the API and places the order, but its answer is lost (a 503 from the way back).
    const keys: string[] = [];
    let lost = false;
    await page.route('**/api/v1/orders', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (lost) return route.continue();
      lost = true;
      const placed = await route.fetch();
      expect(placed.status()).toBe(201);
      await route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' });
    });
    try {
      await step(page, 5, 'Payment').click();
      await page.getByRole('button', { name: 'Send order request' }).click();
      const notice = page.getByTestId('send-notice');
      await notice.getByText(/Something went wrong on our side\. Your order is saved here/).waitFor({ timeout: 20_000 });
      await shots(page, 'wizard-5-retry');
      await notice.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Order request sent' }).waitFor({ timeout: 20_000 });
    } finally {
      await page.unroute('**/api/v1/orders');
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await adminDb().collection('orders').where('userId', '==', uid).get()).size).toBe(before + 1);
    // The number comes with the answer, at once.
    const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
    expect(number).toMatch(/^SS-\d+$/);
    await page.getByText('We will call you shortly').waitFor();
    const confirmation = page.locator('.order-confirmation');
    expect(await confirmation.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+91/);
    const whatsapp = (await confirmation.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '';
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(whatsapp)).toContain(number);
    await shots(page, 'confirmation');

    // The stored request, priced by trusted code, and the ordered line out of the cart.
    const orders = await adminDb().collection('orders').where('userId', '==', uid).get();
    const match = orders.docs.find((d) => d.get('orderNumber') === number);
    expect(match).toBeTruthy();
    orderId = match!.id;
    const data = match!.data();
    expect(data).toMatchObject({
      orderType: 'tailor',
      orderStatus: 'pending',
      paymentType: 'COD',
      paymentStatus: 'pending',
      category: 'Blouse',
      color: 'Maroon with golden border',
      customer: { name: CUSTOMER.name, email: CUSTOMER.email, phone: '9820012345', address: { city: 'Mumbai', state: 'Maharashtra', pincode: '400049', country: 'India' } },
      measurements: Object.fromEntries(Object.entries(BLOUSE).map(([k, v]) => [k, Number(v)])),
    });
    // The cloth picture is stored as its largest variant's URL, recording the others.
    const smaller = variantPlan(1200, 1600).slice(0, -1).map(({ width }) => `${width}~[^,]+`).join(',');
    expect(data.clothPic).toEqual([expect.stringMatching(new RegExp(`_1200w\\.webp\\?alt=media&token=[0-9a-f-]+#w=1200&h=1600&c=[0-9a-f]{6}&v=${smaller}$`))]);
    const deadline = Date.now() + 20_000;
    let cartLine = true;
    while (Date.now() < deadline && cartLine) {
      cartLine = (await adminDb().doc(`carts/${uid}/items/${product.id}_tailor`).get()).exists;
      if (cartLine) await new Promise((r) => setTimeout(r, 250));
    }
    expect(cartLine).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), `silai:order-draft:${product.id}:tailor`)).toBeNull();
  });

  it('shows the order in My orders, with its status and total, and its details', async () => {
    await page.locator('.order-confirmation').getByRole('link', { name: 'My orders' }).click();
    await page.waitForURL('**/orders');
    const number = (await adminDb().doc(`orders/${orderId}`).get()).get('orderNumber') as string;
    const card = page.locator('.order-card', { hasText: number });
    await card.waitFor();
    await card.getByText('Pending').waitFor();
    await card.getByText(formatINR(product.unit * 2, { decimals: 2 })).waitFor({ timeout: 20_000 });
    await shots(page, 'my-orders');

    await card.getByRole('link', { name: `View order ${number}` }).click();
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    await page.getByText(product.name).first().waitFor();
    await page.getByText('Chest (inches)').waitFor();
    await page.getByText('Flat 7, Sea Breeze, Juhu Tara Road').waitFor();
    await shots(page, 'order-detail');
  });

  it('offers the custom design request with its category panel', async () => {
    await page.goto('/order/null/custom');
    await page.getByRole('heading', { name: 'Select Category' }).waitFor();
    await page.getByText('guaranteed to be the lowest').waitFor();
    await page.locator('.price-note[lang="hi"]').waitFor();
    expect(await page.locator('#order-category option').first().textContent()).toBe('Select blouse, dress, lehenga...');
    expect(await page.locator('.call-panel').getByRole('link', { name: /\+91/ }).getAttribute('href')).toMatch(/^tel:/);
    await shots(page, 'custom-1-category');
  });
});
