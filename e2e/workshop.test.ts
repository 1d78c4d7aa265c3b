/**
 * The workshop on the seeded shop: the admin assigns the tailor and prints a
 * job card (print media, A5); the tailor signs in, sees their jobs and moves
 * a stage; the tailor is refused an order page. Screenshots of /workshop, the
 * job card and /admin/workshop on a phone and a desktop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { shopDay, shopDayStart, type AppointmentRecord } from '@tailor/domain';
import { adminDb } from '../tests/support/admin';
import { DESKTOP, launchBrowser, newPage, PHONE, shot, viewShot } from './support/browser';
import { DEMO_ADMIN, signInAs } from './support/session';

const DEMO_TAILOR = { email: 'tailor@silaistudio.test', password: 'Tailor@12345' };
const TAILOR_NAME = 'Ramesh Darzi';
/** Seeded: Farah's confirmed blouse, due this week, not yet given to a tailor (scripts/seed/workshop.ts). */
const ORDER = 'seed-order-10';
/** A5 at 96 dpi: 148 × 210 mm. */
const A5 = { width: 559, height: 794 };

describe('the workshop', () => {
  let browser: Browser;
  /** Bookings as POST /api/v1/appointments stores them: one booked today at 11:30 IST, one cancelled (not shown). */
  const appointments = ['e2e-workshop-booked', 'e2e-workshop-cancelled'];
  beforeAll(async () => {
    browser = await launchBrowser();
    const day = shopDay(Date.now());
    const startsAt = new Date(shopDayStart(day) + (11 * 60 + 30) * 60_000);
    for (const [i, id] of appointments.entries()) {
      const record: Omit<AppointmentRecord, 'startsAt'> & { startsAt: Timestamp } = {
        id,
        userId: 'demo-priya',
        kind: 'trial',
        status: i === 0 ? 'booked' : 'cancelled',
        day,
        time: '11:30',
        startsAt: Timestamp.fromDate(startsAt),
        orderId: 'seed-order-06',
        orderNumber: null,
        customerName: i === 0 ? 'Priya Sharma' : 'Cancelled Customer',
        pincode: null,
      };
      await adminDb().doc(`appointments/${id}`).set(record);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(appointments.map((id) => adminDb().doc(`appointments/${id}`).delete()));
  });

  it('the admin assigns the tailor on the order page and prints its job card (A5, no price, phone or address)', { timeout: 600_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, DEMO_ADMIN);
    await page.goto(`/admin/orders/${ORDER}`);
    const panel = page.getByRole('region', { name: 'Workshop' });
    const select = panel.getByLabel('Tailor');
    await panel.getByRole('option', { name: TAILOR_NAME }).waitFor({ state: 'attached', timeout: 30_000 });
    expect(await select.inputValue()).toBe('');
    await select.selectOption({ label: TAILOR_NAME });
    await panel.getByRole('button', { name: 'Assign tailor' }).click();
    // The jobs trigger copies the assignment onto the job (the functions emulator may still be busy with the seed's triggers).
    await expect.poll(async () => panel.getByTestId('job-stage').count(), { timeout: 240_000 }).toBe(1);
    await expect.poll(async () => panel.getByRole('listitem').first().textContent(), { timeout: 240_000 }).toContain(TAILOR_NAME);
    await viewShot(panel, 'workshop-order-panel-desktop');

    await panel.getByRole('link', { name: 'Job card' }).click();
    await page.waitForURL(`**/admin/orders/${ORDER}/job-card`);
    const card = page.getByTestId('job-card').first();
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(TAILOR_NAME);
    expect(text).toMatch(/Chest\s*34 in/);
    expect(text).not.toMatch(/₹|9930022222|Hill Road|400050/);
    const qrUrl = await card.locator('.job-card-qr').getAttribute('data-url');
    expect(qrUrl).toMatch(new RegExp(`/admin/orders/${ORDER}$`));
    expect(await card.locator('.job-card-qr svg').count()).toBe(1);
    await shot(page, 'workshop-job-card-desktop');

    // Print: the navigation and buttons go, the card fills an A5 page.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize(A5);
    expect(await page.locator('header.navbar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /Print/ }).isVisible()).toBe(false);
    await viewShot(page, 'workshop-job-card-print-a5');
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  it('the tailor sees their jobs, moves a stage, and is refused an order page', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, DEMO_TAILOR);
    await page.goto('/workshop');
    const jobs = page.getByTestId('job-item');
    await jobs.first().waitFor({ timeout: 30_000 });
    expect(await jobs.count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByText(/Overdue: due/).count()).toBeGreaterThanOrEqual(1);
    await shot(page, 'workshop-tailor-phone');

    // The job the admin has just assigned (the journey above).
    const job = jobs.filter({ hasText: 'Maroon Floral Embroidered Silk Blouse' }).first();
    await job.waitFor({ timeout: 60_000 });
    const stage = job.getByRole('combobox');
    await stage.selectOption('stitching');
    await job.getByRole('button', { name: 'Move stage' }).click();
    await expect.poll(async () => job.locator('.stage-pill').textContent(), { timeout: 30_000 }).toBe('Stitching');

    await job.getByRole('link', { name: 'Open job card' }).click();
    await page.getByTestId('job-card').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('job-card').textContent()).not.toMatch(/₹|9930022222/);
    await shot(page, 'workshop-tailor-job-card-phone');

    // The nav offers the workshop, and order pages are refused with a clear page.
    await page.goto(`/admin/orders/${ORDER}`);
    await page.getByRole('heading', { name: 'Not authorised' }).waitFor();
    await page.goto(`/orders/${ORDER}`);
    await page.getByRole('heading', { name: 'Not authorised' }).waitFor();
    expect(await page.getByText('your work is on the Workshop page').count()).toBe(1);
    await shot(page, 'workshop-tailor-refused-phone');

    await page.setViewportSize(DESKTOP);
    await page.goto('/workshop');
    await page.getByTestId('job-item').first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workshop' }).count()).toBe(1);
    await shot(page, 'workshop-tailor-desktop');
    await context.close();

    // The admin sees the stage the tailor set.
    const admin = await newPage(browser, DESKTOP);
    await signInAs(admin.page, DEMO_ADMIN);
    await admin.page.goto(`/admin/orders/${ORDER}`);
    await expect.poll(async () => admin.page.getByTestId('job-stage').first().textContent(), { timeout: 30_000 }).toBe('Stitching');
    await admin.context.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`the owner's week and the Due this week tile (${label})`, { timeout: 120_000 }, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signInAs(page, DEMO_ADMIN);
      await page.goto('/admin');
      const tile = page.locator('[data-stat="Due this week"]');
      await expect.poll(async () => tile.locator('.stat-value').textContent(), { timeout: 30_000 }).toMatch(/^\d+$/);
      await tile.getByRole('link').click();
      await page.waitForURL('**/admin/orders?due=week');
      await page.getByRole('list', { name: 'Orders due this week, soonest first' }).waitFor({ timeout: 30_000 });

      await page.goto('/admin/workshop');
      await page.getByTestId('week-day').first().waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('week-day').count()).toBe(7);
      const today = page.locator('[data-testid="week-day"][data-today="true"]');
      await today.getByText('11:30 Trial fitting: Priya Sharma').waitFor();
      expect(await page.getByText('Cancelled Customer').count()).toBe(0);
      await page.getByRole('list', { name: 'Open jobs per tailor' }).getByText(TAILOR_NAME).waitFor();
      expect(await page.getByRole('list', { name: 'Overdue orders, oldest first' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
      await shot(page, `workshop-week-${label}`);
      await page.getByRole('button', { name: 'Next week →' }).click();
      await page.waitForURL(/week=\d{4}-\d{2}-\d{2}/);
      await context.close();
    });
  }
});
