/**
 * The shop's information in Hindi on a phone and a desktop: the home page's
 * feedback section, about, contact, the booking page (with a refusal from the
 * API in Hindi), the feedback page with a Hindi validation message, a bill
 * page's not-found state and the refusal of a staff-only page. Known English
 * texts are absent. Screenshots of each (`language-info-*`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, LAPTOP, launchBrowser, newPage, overflowsSideways, PHONE, shot } from './support/browser';
import { signInAs } from './support/session';
import { warmOrdersApi } from './support/api';
import { adminAuth, testUser, type TestUser } from '../tests/support/admin';

const RUN = `li${Date.now().toString(36)}`;


/** What the page shows (innerText: not the contact page's JSON-LD). */
const mainText = (page: Page) => page.locator('main').innerText();

/** A full-page screenshot from the top of the page. */
async function screen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  await shot(page, name);
}

/** A day still offering a free time (the third open one, so the cut-off is far) and its first free time. */
async function chooseSlot(page: Page): Promise<void> {
  const picker = page.locator('form .slot-picker');
  await picker.locator('fieldset.slot-days input[type=radio]').nth(2).check();
  await picker.locator('fieldset.slot-times input[type=radio]:not([disabled])').first().check();
}

describe.each([
  { device: 'phone', viewport: PHONE },
  { device: 'desktop', viewport: LAPTOP },
])('the shop information in Hindi on a $device', ({ device, viewport }) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let user: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The booking page asks the API for its slots: a cold functions worker on a busy machine is slow.
    await warmOrdersApi();
    user = await testUser(`${RUN}-${device}@example.test`, undefined, 'Kiran Joshi');
    // A verified address: no verify-e-mail banner over the screens (its Hindi is another journey's).
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    ({ context, page } = await newPage(browser, viewport));
    errors = collectErrors(page);
    // Signed in first, in English: the login form's words are another journey's.
    await signInAs(page, user);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("the home page's feedback section speaks Hindi", async () => {
    await page.goto('/?lang=hi');
    await page.getByTestId('product-card').first().waitFor();
    const section = page.getByRole('region', { name: 'हमारे ग्राहक क्या कहते हैं' });
    for (let i = 0; i < 40 && (await section.count()) === 0; i++) {
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForTimeout(250);
    }
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('link', { name: 'अपनी राय बताएँ' }).waitFor();
    await section.getByRole('link', { name: 'कस्टम डिज़ाइन बनवाएँ' }).waitFor();
    const text = (await section.textContent()) ?? '';
    expect(text).toMatch(/5 में से · \d+ रिव्यू के आधार पर|अभी कोई रिव्यू नहीं है/);
    expect(text).not.toMatch(/What Our Customers Say|Share your feedback|out of 5|based on|Updated|Read more/);
    expect(await page.getByRole('region', { name: 'What Our Customers Say' }).count()).toBe(0);
    await page.waitForTimeout(300);
    await shot(page, `language-info-home-feedback-hi-${device}`);
  }, 120_000);

  it('about us is in Hindi', async () => {
    await page.goto('/about?lang=hi');
    await page.getByRole('heading', { level: 1, name: 'हमारे बारे में' }).waitFor();
    await page.getByRole('heading', { name: 'हमारा मक़सद' }).waitFor();
    await page.getByRole('heading', { name: 'हमारी वर्कशॉप' }).waitFor();
    expect(await page.title()).toBe('हमारे बारे में · Silai Studio');
    const main = await mainText(page);
    expect(main).not.toMatch(/Our Mission|Our Workshop|Our Achievements|Why we do it|Years of experience|Find us/);
    expect(await overflowsSideways(page)).toBe(false);
    await screen(page, `language-info-about-hi-${device}`);
  });

  it('contact is in Hindi, with the hours in Hindi', async () => {
    await page.goto('/contact?lang=hi');
    await page.getByRole('heading', { level: 1, name: 'संपर्क करें' }).waitFor();
    await page.getByRole('heading', { name: 'खुलने का समय' }).waitFor();
    await page.getByRole('link', { name: /रास्ता देखें/ }).waitFor();
    const main = await mainText(page);
    expect(main).toMatch(/सोमवार|मंगलवार|शनिवार|रविवार/);
    // Opening and closing times by the part of the day ('सुबह 9:00 – शाम 7:00'), never am/pm.
    const rows = await page.locator('.hours-card dd').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    for (const hours of rows) {
      expect(hours).toMatch(/^(सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d – (सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d$/);
    }
    // (The line of hours the owner typed in the settings stays as typed.)
    expect(main).not.toMatch(/Opening Hours|Get Directions|Chat on WhatsApp|Ready to order|Monday|Saturday/);
    expect(await overflowsSideways(page)).toBe(false);
    await screen(page, `language-info-contact-hi-${device}`);
  });

  it('the booking page is in Hindi, its checks and the API refusal too', async () => {
    await page.goto('/book?lang=hi');
    await page.getByRole('heading', { level: 1, name: 'विज़िट बुक करें' }).waitFor();
    // The free slots come from the API; a failed answer offers to try again, in Hindi.
    const kind = page.getByRole('radio', { name: 'घर पर नाप' });
    const retry = page.getByRole('button', { name: 'फिर से कोशिश करें' });
    for (let i = 0; i < 3 && !(await kind.isVisible()); i++) {
      await kind.or(retry).first().waitFor({ timeout: 60_000 });
      if (await retry.isVisible()) await retry.click();
    }
    await kind.waitFor();
    // Nothing chosen: the page's own check, in Hindi.
    await page.getByRole('button', { name: 'बुकिंग पक्की करें' }).click();
    await page.getByRole('alert').filter({ hasText: 'कृपया चुनें कि विज़िट किस लिए है।' }).waitFor();
    // A home visit outside the served PIN codes: the API's refusal, in Hindi with the PIN code.
    await page.getByRole('radio', { name: 'घर पर नाप' }).check();
    await page.getByLabel('घर पर विज़िट के लिए पिन कोड').fill('110001');
    await chooseSlot(page);
    await page.getByRole('button', { name: 'बुकिंग पक्की करें' }).click();
    await page.getByRole('alert').filter({ hasText: 'पिन कोड 110001 पर अभी हम घर पर विज़िट नहीं करते' }).waitFor();
    await page.getByText('आपकी कोई आने वाली विज़िट नहीं है।').waitFor();
    // The times offered: Hindi's part of the day, then the clock ('सुबह 11:00'), never am/pm.
    const times = await page.locator('form .slot-picker fieldset.slot-times label span:not(.slot-note)').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/^(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}$/);
    // A measurement at the shop, booked: the list of the customer's visits writes its day and time in Hindi.
    await page.getByRole('radio', { name: 'दुकान पर नाप' }).check();
    await chooseSlot(page);
    await page.locator('form .slot-picker fieldset.slot-times').scrollIntoViewIfNeeded();
    await shot(page, `language-info-book-times-hi-${device}`);
    await page.getByRole('button', { name: 'बुकिंग पक्की करें' }).click();
    const booked = page.locator('.booking-list li strong').first();
    await booked.waitFor({ timeout: 60_000 });
    expect(await booked.innerText()).toMatch(/^दुकान पर नाप · \S+, \d{1,2} \S+, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}$/);
    const main = await mainText(page);
    expect(main).not.toMatch(/Book a visit|Kind of visit|Confirm booking|Measurement at|We do not make home visits|places? left| AM| PM|\d:\d\d ?(am|pm)\b/);
    expect(await overflowsSideways(page)).toBe(false);
    await screen(page, `language-info-book-hi-${device}`);
  }, 240_000);

  it('the feedback page is in Hindi, and an empty review is refused in Hindi', async () => {
    await page.goto('/feedback?lang=hi');
    await page.getByRole('heading', { level: 1, name: 'आपकी राय' }).waitFor();
    await page.getByText('आपने अभी तक कोई राय नहीं भेजी है।').waitFor();
    await page.getByRole('button', { name: 'राय भेजें' }).click();
    await page.getByText('कृपया कुछ शब्द लिखें').waitFor();
    await page.getByRole('radiogroup', { name: 'आपकी रेटिंग' }).waitFor();
    const main = await mainText(page);
    expect(main).not.toMatch(/Share your feedback|Your rating|Submit Feedback|Please write a comment|Choose image|Feedback From Others/);
    expect(await overflowsSideways(page)).toBe(false);
    await screen(page, `language-info-feedback-hi-${device}`);
  });

  it("the bill page of an order that is not the customer's says so in Hindi", async () => {
    await page.goto(`/orders/${RUN}-none/bill?lang=hi`);
    await page.getByRole('heading', { level: 1, name: 'ऑर्डर नहीं मिला' }).waitFor();
    await page.getByText('यह ऑर्डर मौजूद नहीं है, या किसी दूसरे अकाउंट का है।').waitFor();
    expect(await mainText(page)).not.toMatch(/Order not found|does not exist|Loading the bill/);
    await screen(page, `language-info-bill-missing-hi-${device}`);
  });

  it("a customer opening the admin's page is refused in Hindi", async () => {
    await page.goto('/admin?lang=hi');
    await page.getByRole('heading', { name: 'यह पेज आपके लिए नहीं है' }).waitFor();
    await page.getByText('यह पेज सिर्फ़ दुकान के एडमिन के लिए है।', { exact: false }).waitFor();
    expect(await mainText(page)).not.toMatch(/Not authorised|admin only|Back to Home/);
    await screen(page, `language-info-not-authorised-hi-${device}`);
    expect(errors).toEqual([]);
  });
});
