/**
 * Forgot password: the reset e-mail's link, read from the Auth emulator, opens
 * the app's reset page; the new password signs in and the old one no longer
 * does. Neither the login nor the reset form tells whether an e-mail has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { adminAuth } from '../tests/support/admin';
import { AUTH_URL, PROJECT_ID } from '../tests/support/emulators';

const RUN = Date.now().toString(36);
const ACCOUNT = { email: `reset-${RUN}@example.test`, password: 'Old#Pass123', name: 'Rekha Pillai' };
const NEW_PASSWORD = 'Fresh#Pass456';
const UNKNOWN = `nobody-${RUN}@example.test`;
const SENT = "If an account exists for that e-mail, we've sent a link to reset the password.";
const INCORRECT = 'Incorrect email or password.';

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/** The Auth emulator's outbox: every action code it would have e-mailed. */
async function resetCodes(email: string): Promise<OobCode[]> {
  const res = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
}

async function tryLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('password reset', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    await adminAuth().createUser({ email: ACCOUNT.email, password: ACCOUNT.password, displayName: ACCOUNT.name });
    ({ context, page } = await newPage(browser, DESKTOP));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('the login says the same for an unknown e-mail and a wrong password', async () => {
    await page.goto('/login');
    await tryLogin(page, UNKNOWN, 'Whatever#123');
    const alert = page.locator('form.auth-form [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(INCORRECT);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBeNull();

    await page.reload();
    await tryLogin(page, ACCOUNT.email, 'Wrong#Pass1');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(INCORRECT);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('"Forgot password?" answers the same for any address, and e-mails a link only to an account', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).waitFor();
    await shot(page, 'reset-login-desktop');

    await page.getByLabel('Email').fill(UNKNOWN);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(UNKNOWN);
    await shot(page, 'reset-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(SENT).waitFor();
    expect(await resetCodes(UNKNOWN)).toEqual([]);
    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('Email').fill(ACCOUNT.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(SENT).waitFor();
    await shot(page, 'reset-dialog-sent-desktop');
    expect(await resetCodes(ACCOUNT.email)).toHaveLength(1);
  });

  it('the link opens the reset page, the new password signs in, the old one and the used link no longer work', async () => {
    const [code] = await resetCodes(ACCOUNT.email);
    expect(code!.oobLink).toContain(`oobCode=${code!.oobCode}`);
    const link = `/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(code!.oobCode)}`;
    await page.goto(link);
    await page.getByText(`For ${ACCOUNT.email}`).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('123');
    await page.getByLabel('Repeat the new password').fill('1234');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByText('The two passwords do not match').waitFor();
    await shot(page, 'reset-page-errors-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'reset-page-errors-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();

    await tryLogin(page, ACCOUNT.email, ACCOUNT.password);
    await page.locator('form.auth-form [role="alert"]').getByText(INCORRECT).waitFor();
    await tryLogin(page, ACCOUNT.email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');

    const fresh = await newPage(browser, PHONE);
    await fresh.page.goto(link);
    await fresh.page.getByRole('alert').getByText(/not valid any more|expired/).waitFor();
    await fresh.page.getByRole('button', { name: 'Send me a new link' }).waitFor();
    await shot(fresh.page, 'reset-page-used-link-phone');
    await fresh.context.close();
  });
});
