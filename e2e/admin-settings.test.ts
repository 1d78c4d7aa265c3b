/**
 * The owner's tools: the shop's details edited on /admin/settings and shown
 * to visitors; the catalogue's filters and bulk changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { DEFAULT_SHOP_SETTINGS, PRODUCT_FORM_DEFAULTS, SHOP_SETTINGS_PATH } from '@tailor/domain';
import { collectErrors, DESKTOP, launchBrowser, newPage, PHONE, productCardIds, shot } from './support/browser';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { DEMO_ADMIN, signInAs } from './support/session';
import { adminDb } from '../tests/support/admin';

const RUN = Date.now().toString(36);
const NEW_PHONE = '+91 90000 54321';
const NEW_PHONE_HREF = 'tel:+919000054321';

/** A design as the admin form would have saved it, newest in the catalogue. */
function design(id: string, name: string): Record<string, unknown> {
  const { suitDetails: _s, lehengaDetails: _l, sareeDetails: _r, ...defaults } = PRODUCT_FORM_DEFAULTS;
  const now = Timestamp.now();
  return {
    ...defaults,
    productName: name,
    description: 'Festive blouse for the bulk-change journey.',
    category: 'Blouse',
    tailorPrice: 180000,
    readyMadePrice: 150000,
    images: [{ url: '/garments/blouse-black-plain-front.svg' }],
    productId: id,
    createdAt: now,
    lastUpdated: now,
  };
}

describe('admin: shop details and catalogue tools', () => {
  let browser: Browser;
  const bulkIds = [`e2e-bulk-a-${RUN}`, `e2e-bulk-b-${RUN}`];
  const names = bulkIds.map((_, i) => `E2E Bulk Blouse ${i + 1} ${RUN}`);

  // The shop details as the seed left them (its GSTIN among them, which the bills journey prints),
  // put back afterwards: the journeys share one shop.
  let seededSettings: DocumentData | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    seededSettings = (await adminDb().doc(SHOP_SETTINGS_PATH).get()).data();
  });
  afterAll(async () => {
    await browser?.close();
    await adminDb().doc(SHOP_SETTINGS_PATH).set(seededSettings ?? DEFAULT_SHOP_SETTINGS);
    await Promise.all(bulkIds.map((id) => adminDb().doc(`products/${id}`).delete()));
  });

  it('the admin changes the phone number; a visitor\'s Call button and footer show it', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: /Shop Details/ }).click();
    await page.getByRole('heading', { name: 'Shop Details' }).waitFor();
    const phone = page.getByLabel('Phone number');
    expect(await phone.inputValue()).toBe(DEFAULT_SHOP_SETTINGS.phone);

    // A bad value: an inline message, nothing saved.
    await phone.fill('call us');
    await page.getByRole('button', { name: 'Save shop details' }).click();
    await page.getByText('Please enter a valid phone number').waitFor();
    expect((await adminDb().doc(SHOP_SETTINGS_PATH).get()).get('phone')).toBe(DEFAULT_SHOP_SETTINGS.phone);

    await phone.fill(NEW_PHONE);
    // The preview follows what is typed.
    await page.getByRole('complementary', { name: 'Preview' }).getByText(NEW_PHONE).first().waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(page, 'admin-settings-desktop');
    await page.getByRole('button', { name: 'Save shop details' }).click();
    await page.getByText('Shop details saved').waitFor();
    expect((await adminDb().doc(SHOP_SETTINGS_PATH).get()).get('phone')).toBe(NEW_PHONE);
    await page.setViewportSize(PHONE);
    await shot(page, 'admin-settings-phone');
    await context.close();

    // A visitor, on a server-rendered product page and on the contact page.
    const visitor = await newPage(browser, PHONE);
    const errors = collectErrors(visitor.page);
    const product = (await adminDb().collection('products').where('productStatus', '==', 'Active').limit(1).get()).docs[0]!;
    await visitor.page.goto(`/product/${product.id}`);
    await visitor.page.locator(`a[href="${NEW_PHONE_HREF}"]`, { hasText: 'Call Now' }).waitFor();
    const footer = visitor.page.locator('footer');
    await footer.getByRole('link', { name: NEW_PHONE }).waitFor();
    expect(await footer.getByRole('link', { name: NEW_PHONE }).getAttribute('href')).toBe(NEW_PHONE_HREF);
    expect(await footer.getByText(DEFAULT_SHOP_SETTINGS.phone).count()).toBe(0);

    await visitor.page.goto('/contact');
    await visitor.page.locator('.contact-grid').getByRole('link', { name: NEW_PHONE }).waitFor();
    const ld = JSON.parse((await visitor.page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { telephone?: string };
    expect(ld.telephone).toBe(NEW_PHONE);
    expect(errors).toEqual([]);
    await visitor.context.close();
  });

  it('bulk-deactivates two designs from the filtered catalogue', { timeout: 180_000 }, async () => {
    await Promise.all(bulkIds.map((id, i) => adminDb().doc(`products/${id}`).set(design(id, names[i]!))));

    const shopper = await newPage(browser, DESKTOP);
    await shopper.page.goto('/gallery');
    await shopper.page.getByTestId('product-card').first().waitFor();
    expect(await productCardIds(shopper.page)).toEqual(expect.arrayContaining(bulkIds));
    await shopper.context.close();

    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/view_product?status=Active&category=Blouse');
    await page.getByLabel(`Select ${names[0]}`).waitFor();
    for (const name of names) await page.getByLabel(`Select ${name}`).check();
    const bar = page.getByRole('region', { name: 'Selected designs' });
    await bar.getByText('2 selected').waitFor();
    await shot(page, 'admin-catalogue-selection-desktop');
    await bar.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate 2 designs?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Filtered to Active, the list no longer holds them.
    await page.getByLabel(`Select ${names[0]}`).waitFor({ state: 'detached' });
    for (const id of bulkIds) expect((await adminDb().doc(`products/${id}`).get()).get('productStatus')).toBe('Inactive');
    await page.getByLabel('Status').selectOption('Inactive');
    await page.getByLabel(`Select ${names[1]}`).waitFor();
    await page.setViewportSize(PHONE);
    await page.getByLabel(`Select ${names[1]}`).check();
    await shot(page, 'admin-catalogue-selection-phone');
    await context.close();
  });

  it('the deactivated designs are gone from the shop: not in the gallery, and their pages say so', { timeout: 60_000 }, async () => {
    for (const id of bulkIds) expect((await adminDb().doc(`products/${id}`).get()).get('productStatus')).toBe('Inactive');
    const shopper = await newPage(browser, DESKTOP);
    await shopper.page.goto('/gallery');
    await shopper.page.getByTestId('product-card').first().waitFor();
    const shown = await productCardIds(shopper.page);
    for (const id of bulkIds) expect(shown).not.toContain(id);
    for (const id of bulkIds) {
      await shopper.page.goto(`/product/${id}`);
      await shopper.page.getByRole('heading', { level: 1, name: 'This design is no longer available' }).waitFor();
    }
    await shopper.context.close();
  });
});
