import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collectErrors, launchBrowser, newPage, overflowsSideways, PHONE, phoneAndDesktopShots } from './support/browser';
import { warmOrdersApi } from './support/api';
import { adminAuth, adminDb } from '../tests/support/admin';
import { waitFor } from '../tests/support/emulators';

// A seeded customer no other journey uses, so the cart and the orders hold only this journey's.
const CUSTOMER = { email: 'anjali@silaistudio.test', password: 'Customer@123' };
const RUN = Date.now().toString(36);
const PRODUCT_ID = `p-hi-blouse-${RUN}`;
const PRODUCT_NAME = 'Hindi Journey Zari Blouse';



describe('a Hindi checkout on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let uid = '';
  let placedId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await warmOrdersApi();
    uid = (await adminAuth().getUserByEmail(CUSTOMER.email)).uid;
    const db = adminDb();
    await db.doc(`products/${PRODUCT_ID}`).set({
      productName: PRODUCT_NAME,
      description: 'A design for the Hindi checkout journey.',
      category: 'Blouse',
      productType: 'Custom-made',
      color: 'Maroon',
      tailorPrice: 80_000,
      discount: 10,
      shippingCost: 4_000,
      quantityInStock: 5,
      fabricType: 'Silk',
      stitchingType: 'Machine Stitching',
      pattern: 'Plain',
      customizationAvailable: true,
      customizationOptions: [],
      embellishments: [],
      images: [{ url: '/garments/blouse-pink-embroidered-front.svg' }],
      estimatedDeliveryTime: '7-10 days',
      availabilityStatus: 'Available',
      featuredProduct: false,
      seasonalTags: [],
      tags: [],
      productStatus: 'Active',
      createdAt: Timestamp.now(),
      lastUpdated: Timestamp.now(),
    });
    // An account that names no language, as before the switch was ever used while signed in.
    await db.doc(`users/${uid}`).update({ language: FieldValue.delete() });
    await db.recursiveDelete(db.collection(`carts/${uid}/items`));
    await db.recursiveDelete(db.collection(`users/${uid}/addresses`));
    await db.recursiveDelete(db.collection(`users/${uid}/measurements`));
    ({ context, page } = await newPage(browser, PHONE));
    errors = collectErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs in and adds a design to the cart, in Hindi', async () => {
    await page.goto('/login?lang=hi');
    await page.getByRole('heading', { name: 'लॉग इन' }).waitFor();
    // A wrong password: Firebase's refusal in the shop's Hindi words.
    await page.getByLabel('ईमेल').fill(CUSTOMER.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await page.getByText('ईमेल या पासवर्ड ग़लत है।').waitFor();
    await phoneAndDesktopShots(page, 'language-checkout-00-login-error-hi');
    await page.getByLabel('पासवर्ड', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // Signing in on a Hindi page keeps Hindi on the account, for its notices and mail.
    await waitFor(async () => ((await adminDb().doc(`users/${uid}`).get()).get('language') === 'hi' ? true : undefined), 20_000, 'the account to name Hindi');

    await page.goto(`/product/${PRODUCT_ID}?lang=hi`);
    await page.getByRole('heading', { name: PRODUCT_NAME }).waitFor();
    await page.getByRole('button', { name: 'कार्ट में डालें' }).click();
    await page.getByText(`${PRODUCT_NAME} (नाप से सिलाई) कार्ट में डाल दिया गया!`).waitFor();
  }, 120_000);

  it('the cart is in Hindi and leads to checkout', async () => {
    await page.goto('/cart?lang=hi');
    await page.getByRole('heading', { level: 1, name: 'मेरा कार्ट' }).waitFor();
    await page.getByTestId(`cart-line-${PRODUCT_ID}_tailor`).waitFor();
    // The totals come from the cart trigger, which may wait behind the seed's trigger runs.
    await page.getByText('कुल दाम (1 आइटम)').waitFor({ timeout: 180_000 });
    expect(await overflowsSideways(page)).toBe(false);
    await phoneAndDesktopShots(page, 'language-checkout-0-cart-hi');
    expect(await page.locator('main').textContent()).not.toMatch(/Order Summary|Checkout|Subtotal/);
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL('**/checkout**');
    await page.getByRole('heading', { name: 'आपकी जानकारी' }).waitFor();
  }, 240_000);

  it('a wrong phone number and empty fields are refused with Hindi messages, never the English ones', async () => {
    // The form comes filled from the account's last order: a wrong phone and pincode, the street emptied.
    await page.getByLabel('फ़ोन नंबर').fill('12345');
    await page.getByLabel('पिनकोड').fill('12');
    await page.getByLabel('मकान नंबर, गली, इलाक़ा').fill('');
    await page.getByRole('button', { name: 'आगे →' }).click();
    await page.getByText('10 अंकों का सही मोबाइल नंबर लिखें').waitFor();
    await page.getByText('6 अंकों का सही पिनकोड लिखें').waitFor();
    await page.getByText('अपना मकान नंबर, गली और इलाक़ा लिखें').waitFor();
    expect(await page.getByLabel('फ़ोन नंबर').getAttribute('aria-invalid')).toBe('true');
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toContain('Enter a valid 10-digit mobile number');
    expect(main).not.toContain('Enter a valid 6-digit pincode');
    expect(main).not.toContain('Enter your street address');
    expect(await overflowsSideways(page)).toBe(false);
    await phoneAndDesktopShots(page, 'language-checkout-1-details-errors-hi');

    await page.getByLabel('पूरा नाम').fill('Anjali Sharma');
    await page.getByLabel('ईमेल पता').fill(CUSTOMER.email);
    await page.getByLabel('फ़ोन नंबर').fill('98200 12345');
    await page.getByLabel('मकान नंबर, गली, इलाक़ा').fill('12 Linking Road, Bandra West');
    await page.getByLabel('शहर').fill('Mumbai');
    // The state is shown in Hindi and kept under its English name.
    await page.getByLabel('राज्य').selectOption({ label: 'महाराष्ट्र' });
    await page.getByLabel('पिनकोड').fill('400050');
    await page.getByRole('button', { name: 'आगे →' }).click();
    await page.getByRole('heading', { name: 'साइज़ और नाप' }).waitFor();
  });

  it('missing and out-of-range measurements are named in Hindi', async () => {
    const line = page.getByRole('region', { name: PRODUCT_NAME });
    await page.getByRole('button', { name: 'आगे →' }).click();
    await line.getByText('छाती का नाप इंच में भरें, 0 से ज़्यादा').waitFor();
    await line.getByLabel('छाती (इंच)').fill('999');
    await page.getByRole('button', { name: 'आगे →' }).click();
    await line.getByText('छाती का नाप इंच में भरें, ज़्यादा से ज़्यादा 100').waitFor();
    expect((await page.locator('main').textContent()) ?? '').not.toContain('Enter your');
    await phoneAndDesktopShots(page, 'language-checkout-2-measurements-errors-hi');

    const values: [string, string][] = [
      ['छाती (इंच)', '34'],
      ['कमर (इंच)', '28'],
      ['कंधा (इंच)', '14'],
      ['ब्लाउज़ की लंबाई (इंच)', '15'],
      ['बाँह की लंबाई (इंच)', '10'],
      ['आगे के गले की गहराई (इंच)', '7'],
      ['पीछे के गले की गहराई (इंच)', '8.5'],
    ];
    for (const [label, value] of values) await line.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'आगे →' }).click();
    await page.getByRole('heading', { name: 'जाँचें और भेजें' }).waitFor();
  });

  it('reviews the order in Hindi, with ₹ amounts, and places it', async () => {
    const lines = page.getByTestId('checkout-review-lines').locator('li');
    expect(await lines.first().textContent()).toContain('नाप से सिलाई, ब्लाउज़: छाती 34″');
    // ₹800 less 10% = ₹720, under the free-shipping threshold: shipping ₹40.
    expect(await page.getByTestId('order-total').first().textContent()).toBe('₹760');
    await page.getByText('कैश ऑन डिलीवरी (COD)').waitFor();
    await phoneAndDesktopShots(page, 'language-checkout-3-review-hi');

    await page.getByRole('button', { name: 'ऑर्डर भेजें' }).click();
    await page.getByRole('heading', { name: 'ऑर्डर भेज दिया गया' }).waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('order-number').textContent()).toMatch(/^SS-\d+$/);
    await page.getByText('पक्का करने के लिए हम आपको जल्द ही कॉल करेंगे।', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'यह ऑर्डर देखें' }).isVisible()).toBe(true);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toMatch(/Order request sent|Your order number|Subtotal|Total/);
    await phoneAndDesktopShots(page, 'language-checkout-4-confirmation-hi');

    const orders = await adminDb().collection('orders').where('userId', '==', uid).get();
    const placed = orders.docs.filter((d) => JSON.stringify(d.get('lines')).includes(PRODUCT_ID));
    expect(placed).toHaveLength(1);
    // The address is stored as typed, the state under its English name.
    expect(placed[0]!.get('customer.address.state')).toBe('Maharashtra');
    placedId = placed[0]!.id;
    expect(errors).toEqual([]);
  }, 180_000);

  it('the shop confirms it: the notice on My Orders and the e-mail are in Hindi', async () => {
    const ref = adminDb().doc(`orders/${placedId}`);
    const number = (await ref.get()).get('orderNumber') as string;
    // The owner's confirmation as the admin's order screen writes it.
    const admin = (await adminAuth().getUserByEmail('admin@silaistudio.test')).uid;
    await ref.update({
      orderStatus: 'confirmed',
      updatedBy: admin,
      statusHistory: FieldValue.arrayUnion({ status: 'confirmed', at: Timestamp.now(), by: admin }),
    });
    const title = `ऑर्डर ${number} कन्फ़र्म हो गया`;
    await page.goto('/orders?lang=hi');
    await page.getByRole('heading', { name: /^अपडेट \(\d+ नए\)$/ }).waitFor({ timeout: 60_000 });
    await page.getByText(title).waitFor();
    await phoneAndDesktopShots(page, 'language-checkout-5-notice-hi');

    const mail = await waitFor(async () => {
      const found = await adminDb().collection('mail').where('orderId', '==', placedId).get();
      return found.docs.map((d) => d.data()).find((m) => String(m.message?.subject).startsWith(title));
    }, 60_000, 'the confirmation mail');
    expect(mail.to).toBe(CUSTOMER.email);
    expect(mail.message.text).toMatch(/^नमस्ते/);
    expect(mail.message.text).toContain(`/orders/${placedId}`);
    expect(mail.message.html).toContain(`>ऑर्डर ${number} देखें</a>`);
    expect(errors).toEqual([]);
  }, 120_000);
});
