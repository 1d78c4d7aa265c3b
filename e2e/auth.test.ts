import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, shot, viewShot, waitForApp } from './support/browser';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { adminAuth, adminDb } from '../tests/support/admin';

const ADMIN = { email: 'admin@silaistudio.test', password: 'Admin@12345' };
const CUSTOMER = { email: 'priya@silaistudio.test', password: 'Customer@123', name: 'Priya Sharma' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navUser = (page: Page) => page.getByTestId('nav-user');
const loginButton = (page: Page) => nav(page).getByRole('link', { name: 'Login / Sign Up' });

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');
  // The address changes at once, but the router renders the new page in a transition (while its code loads):
  // until the navigation marks Home as the current page, a tap on the phone menu is still made on /login.
  await nav(page).locator('a[href="/"][aria-current="page"]').waitFor({ state: 'attached' });
}

async function openMenuIfPhone(page: Page): Promise<void> {
  // The toggle acts once the app has taken over the page.
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/** What is on screen (the navigation), without toasts over it. */
async function navShot(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  await viewShot(page, name);
}

async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('accounts: sign-up, login, logout, Google, admin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the three auth screens on phone and desktop', async () => {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await openMenuIfPhone(page);
      await loginButton(page).waitFor();
      await navShot(page, `auth-nav-signed-out-${label}`);

      await loginButton(page).click();
      await page.waitForURL('**/login-signup');
      await page.getByRole('heading', { name: 'Welcome' }).waitFor();
      expect(await page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Signup', exact: true }).isVisible()).toBe(true);
      await expectNoSeriousA11yIssues(page);
      await shot(page, `auth-welcome-${label}`);

      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      expect(await page.getByRole('button', { name: 'Continue with Google' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
      await expectNoSeriousA11yIssues(page);
      await shot(page, `auth-login-${label}`);

      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByRole('heading', { name: 'Create Account' }).waitFor();
      expect(await page.getByPlaceholder('Create a password').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Continue with Google' }).isVisible()).toBe(true);
      expect(await page.getByText('Terms & Privacy Policy').isVisible()).toBe(true);
      // Client checks from the domain schemas show inline.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Please enter your full name').waitFor();
      await expectNoSeriousA11yIssues(page);
      await shot(page, `auth-signup-${label}`);
      expect(await page.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe('/login');
      await context.close();
    }
  });

  it('signs up, shows avatar and name, logs out, logs in again and explains a wrong password', async () => {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'Stitch#2025';
    const name = 'Nandini Kulkarni';
    const { context, page } = await newPage(browser, DESKTOP);

    await page.goto('/signup');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/');
    await navUser(page).getByText(name).waitFor();
    await page.locator('.auth-card').waitFor({ state: 'detached' });
    const avatar = navUser(page).locator('img.nav-avatar');
    expect(await avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await nav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await navShot(page, 'auth-nav-signed-in-desktop');

    const user = await adminAuth().getUserByEmail(email);
    expect(user.displayName).toBe(name);
    const profile = (await adminDb().doc(`users/${user.uid}`).get()).data();
    expect(profile).toMatchObject({ name, email, profilePicture: '' });
    expect(profile).not.toHaveProperty('role');

    // Logout clears the app's own storage keys, keeps others, and reloads at home.
    await page.evaluate(() => {
      localStorage.setItem('silai:e2e-cache', '1');
      sessionStorage.setItem('silai:e2e-scroll', '200');
      localStorage.setItem('unrelated', 'keep');
    });
    await navUser(page).getByRole('button', { name: 'Logout' }).click();
    await loginButton(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(
      await page.evaluate(() => [localStorage.getItem('silai:e2e-cache'), sessionStorage.getItem('silai:e2e-scroll'), localStorage.getItem('unrelated')]),
    ).toEqual([null, null, 'keep']);

    await logIn(page, email, password);
    await navUser(page).getByText(name).waitFor();
    await navUser(page).getByRole('button', { name: 'Logout' }).click();
    await loginButton(page).waitFor();

    await page.goto('/login');
    await fillLogin(page, email, 'not-my-password');
    await page.locator('.auth-error').getByText('Incorrect email or password.').waitFor();
    // Said once, on the form: no toast repeats it.
    await page.waitForTimeout(500);
    expect(await page.getByText('Incorrect email or password.').count()).toBe(1);
    expect(await page.locator('.Toastify__toast').getByText('Incorrect email or password.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isEnabled()).toBe(true);
    await shot(page, 'auth-login-wrong-password-desktop');
    await context.close();
  });

  it('returns to the page that asked for a login', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/feedback');
    await page.waitForURL('**/login');
    await fillLogin(page, CUSTOMER.email, CUSTOMER.password);
    await page.waitForURL((url) => url.pathname === '/feedback');
    await context.close();
  });

  it('shows the signed-in account in the phone menu', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await logIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await navUser(page).getByText(CUSTOMER.name).waitFor();
    expect(await navUser(page).getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await nav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await navShot(page, 'auth-nav-signed-in-phone');
    await context.close();
  });

  it('shows the Admin link to the admin only, and refuses /admin to a customer', async () => {
    const admin = await newPage(browser, DESKTOP);
    await logIn(admin.page, ADMIN.email, ADMIN.password);
    await nav(admin.page).getByRole('link', { name: 'Admin' }).waitFor();
    await nav(admin.page).getByRole('link', { name: 'Admin' }).click();
    await admin.page.waitForURL('**/admin');
    expect(await admin.page.getByRole('heading', { name: 'Not authorised' }).count()).toBe(0);
    await navShot(admin.page, 'auth-admin-desktop');
    await admin.context.close();

    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await logIn(page, CUSTOMER.email, CUSTOMER.password);
      await openMenuIfPhone(page);
      await navUser(page).getByText(CUSTOMER.name).waitFor();
      expect(await nav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Not authorised' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
      await shot(page, `auth-not-authorised-${label}`);
      if (label === 'desktop') {
        await page.getByRole('button', { name: 'Login as a different user' }).click();
        await page.waitForURL('**/login');
        await fillLogin(page, ADMIN.email, ADMIN.password);
        await page.waitForURL('**/admin');
        await nav(page).getByRole('link', { name: 'Admin' }).waitFor();
      }
      await context.close();
    }
  });

  it('offers Google sign-in, and a Google-signed-in user gets a profile', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Continue with Google' });
    await google.waitFor();
    // Online, the emulator's account chooser opens; offline, Google's popup
    // helper (apis.google.com) cannot load: either way the button must not hang.
    const outcome = Promise.race([
      context.waitForEvent('page', { timeout: 20_000 }),
      page.locator('.auth-error').waitFor({ timeout: 20_000 }).then(() => null),
    ]);
    await google.click();
    const opened = await outcome;
    if (opened) {
      await opened.close();
    } else {
      expect(await page.locator('.auth-error').textContent()).toMatch(/Google sign-in could not start/);
      await page.waitForTimeout(500);
      expect(await page.getByText(/Google sign-in could not start/).count()).toBe(1);
      expect(await google.isEnabled()).toBe(true);
    }

    // The emulator accepts a fake Google ID token (its claims as JSON).
    const email = `g-${randomUUID().slice(0, 8)}@example.test`;
    const idToken = JSON.stringify({ sub: `g-${randomUUID()}`, email, email_verified: true, name: 'Gauri Desai' });
    const uid = await page.evaluate(
      (token) => (window as unknown as { __silaiEmulator: { signInWithGoogleIdToken(t: string): Promise<string> } }).__silaiEmulator.signInWithGoogleIdToken(token),
      idToken,
    );
    await navUser(page).getByText('Gauri Desai').waitFor();

    const user = await adminAuth().getUser(uid);
    expect(user.email).toBe(email);
    expect(user.providerData.map((p) => p.providerId)).toContain('google.com');
    const profile = (await adminDb().doc(`users/${uid}`).get()).data();
    expect(profile).toMatchObject({ name: 'Gauri Desai', email });
    expect(profile).not.toHaveProperty('role');
    await context.close();
  });
});
