import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/env';
import { DEMO_ADMIN } from './e2e/support/session';

const BASE = 'http://127.0.0.1:5173';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  const ctx = await browser.newContext({ viewport, baseURL: BASE });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60000 });
  await page.goto('/admin');
  await page.waitForSelector('[data-chart="revenue-days"]', { timeout: 60000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/w21b-shots/${name}.png`, fullPage: true });
  await page.locator('[data-chart="orders-status"] summary').click();
  await page.locator('[data-chart="orders-status"]').screenshot({ path: `/tmp/w21b-shots/${name}-table.png` });
  await ctx.close();
}
await browser.close();
