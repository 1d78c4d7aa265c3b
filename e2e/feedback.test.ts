import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { computeFeedbackStats } from '@tailor/domain';
import { DESKTOP, launchBrowser, newPage, PHONE, revealHomeFeedback, shot, viewShot } from './support/browser';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { adminAuth, adminDb } from '../tests/support/admin';

const PASSWORD = 'Customer@123';
const run = randomUUID().slice(0, 8);
const COMMENT = `Journey ${run}: the blouse fits beautifully and the zari work is neat.`;

interface Customer {
  uid: string;
  email: string;
  name: string;
}

/** A new account with its users/{uid} profile, as the first sign-in would leave it. */
async function freshCustomer(label: string, name: string): Promise<Customer> {
  const email = `feedback-e2e-${label}-${run}@example.test`;
  const { uid } = await adminAuth().createUser({ email, password: PASSWORD, displayName: name });
  await adminDb().doc(`users/${uid}`).set({ name, email, profilePicture: '', createdAt: Timestamp.now() });
  return { uid, email, name };
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The figures stats/feedback must show: computed here from every feedback document. */
async function expectedStats() {
  const all = await adminDb().collection('feedback').select('rating').get();
  return computeFeedbackStats(all.docs.map((d) => ({ rating: d.get('rating') as unknown })));
}

const homeSection = (page: Page) => page.getByRole('region', { name: 'What Our Customers Say' });

async function openHomeSection(page: Page): Promise<Locator> {
  await page.goto('/');
  return revealHomeFeedback(page);
}

/**
 * Waits until the home section shows the aggregate of the whole collection;
 * answers it. The page reads the aggregate once, so a stale one means the
 * trigger had not finished yet: look again after a reload.
 */
async function homeAverageSettles(page: Page): Promise<{ average: number; count: number }> {
  let shown = { average: NaN, count: NaN };
  let looked = false;
  await expect
    .poll(
      async () => {
        if (looked) {
          await page.reload();
          await revealHomeFeedback(page);
        }
        looked = true;
        const expected = await expectedStats();
        const el = homeSection(page).getByTestId('feedback-average');
        if (!(await el.count())) await el.waitFor({ timeout: 5000 }).catch(() => undefined);
        if (!(await el.count())) return `no summary; expected ${expected.average} × ${expected.count}`;
        shown = { average: Number(await el.getAttribute('data-average')), count: Number(await el.getAttribute('data-count')) };
        return shown.average === expected.average && shown.count === expected.count ? 'settled' : `${JSON.stringify(shown)} vs ${expected.average} × ${expected.count}`;
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe('settled');
  return shown;
}

const myList = (page: Page) => page.getByRole('list', { name: 'Your Feedback' });
const othersList = (page: Page) => page.getByRole('list', { name: 'Feedback From Others' });
const cardIn = (list: Locator) => list.getByTestId('feedback-card').filter({ hasText: COMMENT });

/** Presses `moreLabel` until the journey's card shows in `list` (ranked lists may place it past the first page). */
async function reveal(page: Page, list: Locator, moreLabel: string): Promise<Locator> {
  // The first page first: until it is in, there is no "more" button to press.
  await list.getByTestId('feedback-card').first().waitFor();
  for (let i = 0; i < 15 && (await cardIn(list).count()) === 0; i++) {
    const more = page.getByRole('button', { name: moreLabel, exact: true });
    if (!(await more.count())) break;
    await more.click();
    await page.waitForTimeout(400);
  }
  const card = cardIn(list);
  await card.waitFor();
  return card;
}

/** Elements that stick out past the right edge of the viewport (none on a well-made phone layout). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} right=${Math.round(el.getBoundingClientRect().right)}`);
  });
}

/** A full-page shot from the top, so sticky bars sit where a visitor sees them. */
async function topShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  await shot(page, name);
}

describe('feedback journey', () => {
  let browser: Browser;
  let author: Customer;
  let reader: Customer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    author = await freshCustomer('author', 'Ananya Desai');
    reader = await freshCustomer('reader', 'Rohan Kapoor');
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    const left = await adminDb().collection('feedback').where('userId', 'in', [author.uid, reader.uid]).get();
    await Promise.all(left.docs.map((d) => d.ref.delete()));
  });

  it('a customer posts 4 stars, edits to 2, sees the band and the home average move, then deletes it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    contexts.push(context);

    // Signed out: /feedback sends to /login and comes back after signing in.
    await page.goto('/feedback');
    await page.waitForURL('**/login');
    await logIn(page, author.email);
    await page.waitForURL((url) => url.pathname === '/feedback', { timeout: 20_000 });
    await page.getByText('You have not submitted any feedback yet.').waitFor();

    await openHomeSection(page);
    const before = await homeAverageSettles(page);

    // New form: 5 stars by default; the keyboard moves it to 4.
    await page.goto('/feedback');
    const rating = page.getByRole('radiogroup', { name: 'Your rating' });
    await rating.waitFor();
    expect(await rating.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true');
    await rating.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await rating.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Comments').fill(COMMENT);
    await page.getByText(`${COMMENT.length}/1000`).waitFor();
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Feedback submitted!').waitFor();

    const mine = cardIn(myList(page));
    await mine.waitFor();
    expect(await mine.getByTestId('feedback-rating').textContent()).toBe('4/5');
    expect(await mine.getAttribute('data-band')).toBe('high');
    // After a reset the form offers 3 stars.
    expect(await rating.getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe('true');
    await topShot(page, 'feedback-page-desktop');
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await openHomeSection(page);
    const afterCreate = await homeAverageSettles(page);
    expect(afterCreate.count).toBe(before.count + 1);
    await viewShot(homeSection(page), 'feedback-home-section-desktop');

    // Edit to 2 stars: the colour band turns low and the average moves.
    await page.goto('/feedback');
    await cardIn(myList(page)).waitFor();
    await cardIn(myList(page)).getByRole('button', { name: 'Edit or delete your feedback' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit your feedback' }).waitFor();
    expect(await page.getByLabel('Comments').inputValue()).toBe(COMMENT);
    expect(await rating.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('true');
    await viewShot(page, 'feedback-edit-desktop');
    await rating.getByRole('radio', { name: '2 stars' }).click();
    expect(await page.getByRole('button', { name: 'Cancel Edit' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Update Feedback' }).click();
    await page.getByText('Feedback updated!').waitFor();
    await expect.poll(async () => cardIn(myList(page)).getByTestId('feedback-rating').textContent(), { timeout: 10_000 }).toBe('2/5');
    expect(await cardIn(myList(page)).getAttribute('data-band')).toBe('low');

    await openHomeSection(page);
    const afterEdit = await homeAverageSettles(page);
    expect(afterEdit.count).toBe(afterCreate.count);
    expect(afterEdit.average).toBeLessThan(afterCreate.average);
    expect(await (await reveal(page, homeSection(page), 'Show more')).getAttribute('data-band')).toBe('low');

    // Delete after the confirmation; a spinner overlay shows while it goes.
    await page.goto('/feedback');
    await cardIn(myList(page)).waitFor();
    await cardIn(myList(page)).getByRole('button', { name: 'Edit or delete your feedback' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this feedback?' });
    await dialog.waitFor();
    await viewShot(page, 'feedback-delete-confirm-desktop');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await cardIn(myList(page)).getByText('Deleting…').waitFor();
    await viewShot(cardIn(myList(page)), 'feedback-deleting-card');
    await page.getByText('Feedback deleted').waitFor();
    await page.getByText('You have not submitted any feedback yet.').waitFor();
    expect(await cardIn(myList(page)).count()).toBe(0);

    await openHomeSection(page);
    const afterDelete = await homeAverageSettles(page);
    expect(afterDelete).toEqual(before);
  });

  it("another customer sees it read-only, without edit or delete", async () => {
    // The author's feedback, written as the page would.
    const at = Timestamp.now();
    await adminDb().collection('feedback').add({
      userId: author.uid,
      name: author.name,
      profile_picture: '',
      rating: 3,
      comments: COMMENT,
      screenshotUrl: '',
      createdAt: at,
      updatedAt: at,
    });

    const { context, page } = await newPage(browser, PHONE);
    contexts.push(context);
    await page.goto('/login');
    await logIn(page, reader.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/feedback');
    await page.getByText('You have not submitted any feedback yet.').waitFor();

    // Ranked 3 stars, it may sit past the first 6: Show More until it appears.
    const others = othersList(page);
    await others.waitFor();
    const card = await reveal(page, others, 'Show More');
    expect(await card.getAttribute('data-band')).toBe('mid');
    expect(await card.getByRole('button', { name: /edit or delete/i }).count()).toBe(0);
    expect(await page.getByRole('menuitem').count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await topShot(page, 'feedback-page-phone');

    const section = await openHomeSection(page);
    await homeAverageSettles(page);
    await reveal(page, section, 'Show more');
    expect(await section.getByRole('button', { name: /edit or delete/i }).count()).toBe(0);
    await viewShot(section, 'feedback-home-section-phone');
  });
});
