/**
 * The typical visits `npm run bench:cost` prices, as a shopper or the owner
 * makes them in the browser. Customers are on a phone; the owner at a desk.
 * Each visit gets a browser context of its own, except the returning
 * customer, who opens the profile the checkout used (its service worker,
 * caches, Firestore cache and sign-in still there).
 */
import type { Locator, Page } from 'playwright-core';
import { waitForApp } from '../../../../e2e/support/browser.ts';
import { BENCH_PRODUCT_ID } from '../shop.ts';

export const CUSTOMER = { email: 'priya@silaistudio.test', password: 'Customer@123' };
export const ADMIN = { email: 'admin@silaistudio.test', password: 'Admin@12345' };

export type VisitName = 'browse' | 'search-cart' | 'checkout' | 'returning' | 'admin-day';

export const VISITS: { name: VisitName; label: string }[] = [
  { name: 'browse', label: 'browse and leave: home, a gallery page' },
  { name: 'search-cart', label: 'search, two products, add to cart (signed in)' },
  { name: 'checkout', label: 'checkout: place the cart as an order' },
  { name: 'returning', label: 'returning customer checks the order (warm profile)' },
  { name: 'admin-day', label: "admin's day: dashboard, orders, 3 opened, 1 confirmed, week view" },
];

/** What a visit leaves for the next one. */
export interface VisitState {
  orderNumber?: string;
}

const touchScreens = new WeakMap<Page, boolean>();

/**
 * A tap on a phone, a click at the desk. A phone has no pointer left hovering where it last
 * pressed: a mouse click on a phone-sized page would leave one, and the cards scrolled under
 * it would see a mouse pass over them (preloading what a hover preloads).
 */
async function press(target: Locator): Promise<void> {
  const page = target.page();
  if (!touchScreens.has(page)) touchScreens.set(page, await page.evaluate(() => navigator.maxTouchPoints > 0));
  if (touchScreens.get(page)) await target.tap();
  else await target.click();
}

/** A finger's swipe up the screen, scrolling the page down by about `distance` CSS pixels (touch events, no mouse). */
async function swipe(page: Page, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
    await cdp.send('Input.synthesizeScrollGesture', { x: Math.round(width / 2), y: Math.round(height * 0.7), yDistance: -distance, gestureSourceType: 'touch', speed: 1500 });
  } finally {
    await cdp.detach();
  }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await open(page, '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await press(page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const cards = (page: Page) => page.getByTestId('product-card');

/** a. Lands on the home page, looks at the cards, opens the gallery from the navigation, scrolls, leaves. */
async function browse(page: Page): Promise<void> {
  await open(page, '/');
  await cards(page).first().waitFor();
  await swipe(page, 1200);
  await page.waitForTimeout(800);
  // On a phone the links are behind the menu button.
  await press(page.getByRole('button', { name: 'Open menu' }));
  await press(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Designs', exact: true }));
  await page.waitForURL((url) => url.pathname === '/gallery');
  await cards(page).first().waitFor();
  await swipe(page, 1200);
  await page.waitForTimeout(800);
}

/** b. Signs in, searches, opens two designs, adds the ready-made one (first free size) to the cart. */
async function searchAndCart(page: Page): Promise<void> {
  await signIn(page, CUSTOMER);
  await cards(page).first().waitFor();
  // On a phone the search box opens from its button.
  await press(page.getByRole('button', { name: 'Search designs' }));
  const box = page.getByRole('search', { name: 'Search designs' }).getByRole('searchbox');
  await box.fill('banarasi');
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/gallery' && url.searchParams.get('q') === 'banarasi');
  await cards(page).first().waitFor();
  // The first design that is not the one added below, then back, then the one to add.
  const other = cards(page).filter({ hasNot: page.locator(`[data-product-id="${BENCH_PRODUCT_ID}"]`) });
  const otherCard = (await other.count()) > 0 ? other.first() : cards(page).nth(1);
  await press(otherCard.getByRole('link').first());
  await page.waitForURL((url) => url.pathname.startsWith('/product/'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(800);
  await page.goBack();
  await cards(page).first().waitFor();
  const chosen = page.locator(`[data-testid="product-card"][data-product-id="${BENCH_PRODUCT_ID}"]`);
  if ((await chosen.count()) > 0) await press(chosen.getByRole('link').first());
  else await open(page, `/product/${BENCH_PRODUCT_ID}`);
  await page.waitForURL((url) => url.pathname === `/product/${BENCH_PRODUCT_ID}`);
  const ready = page.getByRole('radio', { name: /^Ready-made/ });
  if ((await ready.count()) > 0) await ready.check();
  const size = page.getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled')).first();
  await size.check();
  await press(page.getByRole('button', { name: 'Add to Cart' }));
  await page.getByTestId('cart-badge').filter({ hasText: /^[1-9]/ }).waitFor({ timeout: 30_000 });
}

/** c. Signs in, opens the cart, checks out: details, sizes, review, send; reads the order number. */
async function checkout(page: Page, state: VisitState): Promise<void> {
  await signIn(page, CUSTOMER);
  await page.getByTestId('cart-badge').filter({ hasText: /^[1-9]/ }).waitFor({ timeout: 30_000 });
  await press(page.getByRole('link', { name: /^Cart, / }).first());
  await press(page.getByTestId('cart-checkout'));
  await page.waitForURL('**/checkout');
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page.getByLabel('Full Name').fill('Priya Sharma');
  await page.getByLabel('Email Address').fill(CUSTOMER.email);
  await page.getByLabel('Phone Number').fill('98200 12345');
  await page.getByLabel('Street address').fill('12 Linking Road, Bandra West');
  await page.getByLabel('City').fill('Mumbai');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('Pincode').fill('400050');
  await press(page.getByRole('button', { name: 'Next →' }));
  await page.getByRole('heading', { name: 'Sizes & measurements' }).waitFor();
  await press(page.getByRole('button', { name: 'Next →' }));
  await page.getByRole('heading', { name: 'Review & send' }).waitFor();
  await press(page.getByRole('button', { name: 'Send order request' }));
  await page.getByRole('heading', { name: 'Order request sent' }).waitFor({ timeout: 30_000 });
  state.orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
}

/** d. Opens the shop again (still signed in), goes to My orders and opens the order. */
async function returning(page: Page, state: VisitState): Promise<void> {
  await open(page, '/');
  await cards(page).first().waitFor();
  await open(page, '/orders');
  const card = page.locator('.order-card', { hasText: state.orderNumber ?? 'SS-' }).first();
  await card.waitFor({ timeout: 30_000 });
  await press(card.getByRole('link', { name: /^View order / }));
  await page.getByRole('heading', { name: /^Order / }).waitFor();
  await page.waitForTimeout(1500);
}

/** e. The owner's session: dashboard, orders list, three orders opened, the new one confirmed, the week view. */
async function adminDay(page: Page, state: VisitState): Promise<void> {
  await signIn(page, ADMIN);
  await open(page, '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.waitForTimeout(1500);
  await open(page, '/admin/orders');
  await page.getByRole('list', { name: 'Orders, newest first' }).waitFor({ timeout: 30_000 });
  for (let i = 1; i <= 3; i++) {
    const row = page.locator('.order-row').nth(i);
    if ((await row.count()) === 0) break;
    await press(row);
    await page.getByRole('heading', { name: /^Order / }).waitFor();
    await page.waitForTimeout(800);
    await page.goBack();
    await page.getByRole('list', { name: 'Orders, newest first' }).waitFor();
  }
  if (state.orderNumber) {
    await page.getByLabel('Find an order').fill(state.orderNumber);
    await press(page.getByRole('button', { name: 'Find', exact: true }));
    await press(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(state.orderNumber) }));
    await page.getByRole('heading', { name: `Order ${state.orderNumber}` }).waitFor();
    await press(page.getByRole('button', { name: 'Confirm order' }));
    await press(page.getByRole('dialog').getByRole('button', { name: 'Confirm order' }));
    await page.getByRole('button', { name: 'Confirm order' }).waitFor({ state: 'detached', timeout: 30_000 });
  }
  await open(page, '/admin/workshop');
  await page.getByTestId('week-day').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
}

export async function runVisit(name: VisitName, page: Page, state: VisitState): Promise<void> {
  if (name === 'browse') return browse(page);
  if (name === 'search-cart') return searchAndCart(page);
  if (name === 'checkout') return checkout(page, state);
  if (name === 'returning') return returning(page, state);
  return adminDay(page, state);
}
