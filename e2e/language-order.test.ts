/**
 * A Hindi shopper on a phone orders one design through the order form: a bad
 * measurement is refused in Hindi, the order is placed, and its page speaks
 * Hindi (status, progress, history, price and delivery, the payments); once
 * the shop sends photos, the approval asks in Hindi too. An account whose
 * e-mail is not verified sees the reminder in Hindi. Screenshots of each
 * screen at 390x844 and 1280x800.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collectErrors, launchBrowser, newPage, overflowsSideways, PHONE, phoneAndDesktopShots } from './support/browser';
import { warmOrdersApi } from './support/api';
import { adminAuth, adminDb, testUser } from '../tests/support/admin';

const RUN = Date.now().toString(36);
const PRODUCT_ID = `p-hi-order-${RUN}`;
const PRODUCT_NAME = 'Hindi Order Form Silk Blouse';
const PHOTO = '/garments/blouse-pink-embroidered-front.svg';

/** The screen at the phone size, then at 1280x800, then back to the phone. */

const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';
const next = (page: Page) => page.getByRole('button', { name: 'आगे →' }).click();
const panelTitle = (page: Page, name: string) => page.locator('.wizard-panel:not([hidden])').getByRole('heading', { level: 2, name });

async function signInInHindi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login?lang=hi');
  await page.getByRole('heading', { name: 'लॉग इन' }).waitFor();
  await page.getByLabel('ईमेल').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('a Hindi order of one design on a phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let account = { uid: '', email: '', password: '' };
  let orderId = '';
  let orderNumber = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await warmOrdersApi();
    account = await testUser(`hi-order-${RUN}@silaistudio.test`, undefined, 'Sunita Verma');
    const db = adminDb();
    await db.doc(`users/${account.uid}`).set({ name: 'Sunita Verma', email: account.email, profilePicture: '', language: 'hi', createdAt: Timestamp.now() });
    await db.doc(`products/${PRODUCT_ID}`).set({
      productName: PRODUCT_NAME,
      description: 'A design for the Hindi order form journey.',
      category: 'Blouse',
      productType: 'Custom-made',
      color: 'Maroon',
      tailorPrice: 120_000,
      discount: 10,
      shippingCost: 4_000,
      quantityInStock: 5,
      fabricType: 'Silk',
      stitchingType: 'Machine Stitching',
      pattern: 'Plain',
      customizationAvailable: true,
      customizationOptions: [],
      embellishments: [],
      images: [{ url: PHOTO }],
      estimatedDeliveryTime: '7-10 days',
      availabilityStatus: 'Available',
      featuredProduct: false,
      seasonalTags: [],
      tags: [],
      productStatus: 'Active',
      createdAt: Timestamp.now(),
      lastUpdated: Timestamp.now(),
    });
    ({ context, page } = await newPage(browser, PHONE));
    errors = collectErrors(page);
  }, 150_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await adminDb().doc(`products/${PRODUCT_ID}`).delete();
    if (orderId) await adminDb().recursiveDelete(adminDb().doc(`orders/${orderId}`));
  });

  it('opens the order form in Hindi: the design, the choices and the measurements', async () => {
    await signInInHindi(page, account.email, account.password);
    await page.goto(`/order/${PRODUCT_ID}/tailor?lang=hi`);
    await page.getByRole('heading', { level: 1, name: 'सिलाई का ऑर्डर' }).waitFor();
    await panelTitle(page, 'प्रोडक्ट की जानकारी').waitFor();
    await page.getByText(PRODUCT_NAME).first().waitFor();
    await page.getByText('अनुमानित कुल:').waitFor();
    // ₹1,200 less 10 %: ₹1,080.
    await page.getByText('₹1,080', { exact: true }).first().waitFor();
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('चरण 1:');
    const first = await mainText(page);
    expect(first).not.toMatch(/Product Info|Estimated total|Product name|Tailoring order|Rather be measured/);
    expect(await overflowsSideways(page)).toBe(false);
    await phoneAndDesktopShots(page, 'language-order-1-product-hi');

    await next(page);
    await panelTitle(page, 'ऑर्डर में आपकी पसंद').waitFor();
    await page.getByLabel('रंग').fill('मैरून, सुनहरे बॉर्डर के साथ');
    expect(await mainText(page)).not.toMatch(/Colour|Additional Customer Details|Please complete all required fields/);
    await phoneAndDesktopShots(page, 'language-order-2-customization-hi');

    await next(page);
    await panelTitle(page, 'नाप').waitFor();
    // The garment follows the design's category.
    expect(await page.getByRole('radio', { name: 'ब्लाउज़' }).isChecked()).toBe(true);
  }, 180_000);

  it('a measurement out of range is refused in Hindi, never in English', async () => {
    const panel = page.locator('#order-step-panel-2');
    const values: [string, string][] = [
      ['छाती (इंच)', '999'],
      ['कमर (इंच)', '28'],
      ['कंधा (इंच)', '14'],
      ['ब्लाउज़ की लंबाई (इंच)', '15'],
      ['बाँह की लंबाई (इंच)', '10'],
      ['आगे के गले की गहराई (इंच)', '7'],
      ['पीछे के गले की गहराई (इंच)', '8.5'],
    ];
    for (const [label, value] of values) await panel.getByLabel(label).fill(value);
    await next(page);
    await panel.getByText('छाती का नाप इंच में भरें, ज़्यादा से ज़्यादा 100').waitFor();
    expect(await panel.getByLabel('छाती (इंच)').getAttribute('aria-invalid')).toBe('true');
    const text = await mainText(page);
    expect(text).not.toContain('Enter your');
    expect(text).not.toMatch(/All measurements are required|Name these measurements|Garment/);
    expect(await overflowsSideways(page)).toBe(false);
    await phoneAndDesktopShots(page, 'language-order-3-measurement-error-hi');

    await panel.getByLabel('छाती (इंच)').fill('34');
    await next(page);
    await panelTitle(page, 'आपकी जानकारी').waitFor();
  });

  it('fills the details, sees the payment step in Hindi and places the order', async () => {
    await page.getByLabel('फ़ोन नंबर').fill('98200 54321');
    await page.getByLabel('मकान नंबर, गली, इलाक़ा').fill('7 Hill Road, Bandra West');
    await page.getByLabel('शहर').fill('Mumbai');
    await page.getByLabel('राज्य').selectOption({ label: 'महाराष्ट्र' });
    await page.getByLabel('पिनकोड').fill('400050');
    await next(page);
    await panelTitle(page, 'भुगतान').waitFor();
    await page.getByText('ऑर्डर के लिए तैयार हैं?').waitFor();
    await page.getByText('कैश ऑन डिलीवरी (COD)').waitFor();
    expect(await mainText(page)).not.toMatch(/Ready to Order|Your request|Estimated price|Our promise|Best prices/);
    expect(await overflowsSideways(page)).toBe(false);
    await phoneAndDesktopShots(page, 'language-order-4-payment-hi');

    await page.getByRole('button', { name: 'ऑर्डर भेजें' }).click();
    await page.getByRole('heading', { name: 'ऑर्डर भेज दिया गया' }).waitFor({ timeout: 120_000 });
    orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^SS-\d+$/);
    await page.getByText('आपका ऑर्डर, नाप और दाम पक्का करने के लिए हम आपको जल्द ही कॉल करेंगे।', { exact: false }).waitFor();
    await page.getByRole('link', { name: `${orderNumber} के बारे में WhatsApp करें` }).waitFor();
    expect(await mainText(page)).not.toMatch(/We will call you|WhatsApp about|Order request sent/);
    await phoneAndDesktopShots(page, 'language-order-5-confirmation-hi');

    const orders = await adminDb().collection('orders').where('userId', '==', account.uid).get();
    expect(orders.docs).toHaveLength(1);
    orderId = orders.docs[0]!.id;
    // The order keeps the shop's language, and the state its English name.
    expect(orders.docs[0]!.get('customer.address.state')).toBe('Maharashtra');
    expect(orders.docs[0]!.get('measurements.chest')).toBe(34);
  }, 180_000);

  it("the order's page is in Hindi: status, progress, history, price and delivery, payments", async () => {
    await page.getByRole('link', { name: 'यह ऑर्डर देखें' }).click();
    await page.getByRole('heading', { level: 1, name: `ऑर्डर ${orderNumber}` }).waitFor();
    await page.locator('.order-detail-head .status-badge', { hasText: 'पक्का होना बाक़ी' }).waitFor();
    await page.getByRole('list', { name: 'ऑर्डर कहाँ तक पहुँचा' }).waitFor();
    await page.getByRole('heading', { name: 'दाम और डिलीवरी' }).waitFor();
    await page.getByTestId('payment-state').filter({ hasText: 'कैश ऑन डिलीवरी (भुगतान बाक़ी)' }).waitFor();
    await page.getByRole('heading', { name: 'स्टेटस' }).waitFor();
    await page.locator('.status-timeline li').first().filter({ hasText: 'पक्का होना बाक़ी' }).waitFor();
    await page.getByRole('heading', { name: 'नाप (ब्लाउज़)' }).waitFor();
    await page.getByText('छाती (इंच)').waitFor();
    await page.getByText('भारत').waitFor();
    // The pricing trigger prices the order: ₹1,080 and ₹40 shipping.
    await page.getByTestId('customer-money-facts').getByText('कुल देय').waitFor();
    const text = await mainText(page);
    expect(text).not.toMatch(/Price and delivery|Delivery to|Questions about|Your details for the tailor|Cash on delivery|Order progress|placed /);
    expect(await overflowsSideways(page)).toBe(false);
    await phoneAndDesktopShots(page, 'language-order-6-order-page-hi');
  }, 120_000);

  it('the shop sends photos: the approval asks in Hindi and refuses an empty note in Hindi', async () => {
    const now = Timestamp.now();
    await adminDb()
      .doc(`orders/${orderId}`)
      .update({
        orderStatus: 'approval',
        fitPhotos: [PHOTO],
        fitNote: 'सामने से, आपकी चुनी लाइनिंग के साथ।',
        statusHistory: FieldValue.arrayUnion(
          { status: 'confirmed', at: now, by: 'e2e-admin' },
          { status: 'stitching', at: now, by: 'e2e-admin' },
          { status: 'approval', at: now, by: 'e2e-admin', event: 'approval', photos: [PHOTO] },
        ),
      });
    const approval = page.locator('.fit-approval');
    await approval.getByRole('heading', { name: 'आपकी मंज़ूरी का इंतज़ार' }).waitFor({ timeout: 30_000 });
    await approval.getByRole('img', { name: 'आपके तैयार कपड़े की फ़ोटो 1' }).waitFor();
    await page.locator('.status-timeline li', { hasText: 'आपकी मंज़ूरी का इंतज़ार (1 फ़ोटो)' }).waitFor();
    await page.getByRole('link', { name: 'ट्रायल बुक करें' }).waitFor();
    await approval.getByRole('button', { name: 'ऑल्टरेशन माँगें' }).click();
    await approval.getByRole('button', { name: 'ऑल्टरेशन की माँग भेजें' }).click();
    await approval.getByText('बताएँ कि क्या बदलना है').waitFor();
    expect(await mainText(page)).not.toMatch(/Awaiting your approval|Tell us what to change|Ask for an alteration|What should we change/);
    expect(await overflowsSideways(page)).toBe(false);
    await phoneAndDesktopShots(page, 'language-order-7-approval-hi');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('the verify-e-mail reminder in Hindi', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, PHONE));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('reminds an unverified account in Hindi and sends the link again', async () => {
    const email = `hi-verify-${RUN}@silaistudio.test`;
    const password = 'Secret#123';
    await adminAuth().createUser({ email, password, displayName: 'Rekha Joshi', emailVerified: false });
    await signInInHindi(page, email, password);
    const banner = page.getByRole('region', { name: 'अपना ईमेल वेरिफ़ाई करें।' });
    await banner.waitFor({ timeout: 30_000 });
    await banner.getByText(`हमने ${email} पर एक लिंक भेजा है`, { exact: false }).waitFor();
    await banner.getByRole('button', { name: 'लिंक फिर से भेजें' }).click();
    await banner.getByText(`नया लिंक ${email} पर भेजा जा रहा है।`).waitFor();
    expect(await banner.getByRole('button', { name: 'ईमेल वेरिफ़ाई करने की याद हटाएँ' }).isVisible()).toBe(true);
    expect((await banner.textContent()) ?? '').not.toMatch(/Verify|We sent|link|Send/);
    await phoneAndDesktopShots(page, 'language-order-8-verify-banner-hi');
  }, 120_000);
});
