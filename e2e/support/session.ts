import type { Page } from 'playwright-core';

export const DEMO_ADMIN = { email: 'admin@silaistudio.test', password: 'Admin@12345' };
export const DEMO_CUSTOMER = { email: 'priya@silaistudio.test', password: 'Customer@123' };

/** Signs in through the login form and waits for the redirect home. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
