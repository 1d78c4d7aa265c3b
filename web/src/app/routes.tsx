import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { RouteError, ScreenError } from './RouteError';
import { RequireAdmin, RequireAuth, RequireCustomer, RequireTailor } from '../features/auth/components/guards';
import { needCatalogues } from '../lib/i18n/catalogues';
import type { CatalogueName } from './hindiCatalogues';

type Loader = () => Promise<{ default: ComponentType }>;

interface Screen {
  Page: LazyExoticComponent<ComponentType>;
  load: Loader;
  catalogues: readonly CatalogueName[];
}

/** What a screen's route carries in its `handle`: how to load the screen's chunk, and the Hindi catalogues it shows. */
export interface ScreenHandle {
  load: Loader;
  catalogues: readonly CatalogueName[];
}

/**
 * `catalogues`: the features whose text the screen shows. In Hindi their
 * catalogues load beside the screen's chunk, and the screen waits for them,
 * so it never shows in English first.
 */
function screen(loadChunk: Loader, catalogues: readonly CatalogueName[] = []): Screen {
  const load: Loader = () => Promise.all([loadChunk(), needCatalogues(catalogues)]).then(([chunk]) => chunk);
  return { Page: lazy(load), load, catalogues };
}

// Route-level code splitting: every screen is its own chunk.
const pages = {
  home: screen(() => import('../features/catalog/pages/HomePage'), ['catalog']),
  gallery: screen(() => import('../features/catalog/pages/GalleryPage'), ['catalog', 'gallery']),
  details: screen(() => import('../features/catalog/pages/DesignDetailPage'), ['catalog', 'product']),
  product: screen(() => import('../features/catalog/pages/ProductPage'), ['catalog', 'product']),
  about: screen(() => import('../features/shop-info/pages/AboutPage')),
  contact: screen(() => import('../features/shop-info/pages/ContactPage')),
  welcome: screen(() => import('../features/auth/pages/WelcomePage')),
  login: screen(() => import('../features/auth/pages/LoginPage')),
  signup: screen(() => import('../features/auth/pages/SignupPage')),
  resetPassword: screen(() => import('../features/auth/pages/ResetPasswordPage')),
  cart: screen(() => import('../features/cart/pages/CartPage')),
  order: screen(() => import('../features/orders/pages/OrderWizardPage')),
  checkout: screen(() => import('../features/orders/checkout/CheckoutPage')),
  myOrders: screen(() => import('../features/orders/pages/MyOrdersPage')),
  myOrder: screen(() => import('../features/orders/pages/MyOrderPage')),
  bill: screen(() => import('../features/bills/pages/BillPage')),
  feedback: screen(() => import('../features/feedback/pages/FeedbackPage')),
  book: screen(() => import('../features/appointments/BookPage')),
  adminDashboard: screen(() => import('../features/admin/pages/DashboardPage')),
  adminProductForm: screen(() => import('../features/admin/pages/ProductFormPage'), ['catalog', 'gallery']),
  adminCatalogue: screen(() => import('../features/admin/pages/CataloguePage')),
  adminOrders: screen(() => import('../features/admin/pages/OrdersPage')),
  adminSettings: screen(() => import('../features/admin/pages/SettingsPage')),
  workshop: screen(() => import('../features/workshop/pages/WorkshopPage')),
  workshopJob: screen(() => import('../features/workshop/pages/TailorJobCardPage')),
  adminJobCard: screen(() => import('../features/workshop/pages/OrderJobCardsPage')),
  adminJobCards: screen(() => import('../features/workshop/pages/DayJobCardsPage')),
  adminWorkshop: screen(() => import('../features/workshop/pages/WeekPage')),
  notFound: screen(() => import('./NotFoundPage')),
} satisfies Record<string, Screen>;

type ScreenRoute = Pick<RouteObject, 'element' | 'errorElement' | 'handle'>;

/** A screen's route: its element, behind `Guard` when given, its own error boundary (the layout stays), and how to load its chunk. */
function screenRoute({ Page, load, catalogues }: Screen, Guard?: ComponentType<{ children: ReactNode }>): ScreenRoute {
  return {
    element: Guard ? (
      <Guard>
        <Page />
      </Guard>
    ) : (
      <Page />
    ),
    errorElement: <ScreenError />,
    handle: { load, catalogues } satisfies ScreenHandle,
  };
}
const open = (s: Screen) => screenRoute(s);
const signedIn = (s: Screen) => screenRoute(s, RequireAuth);
const adminOnly = (s: Screen) => screenRoute(s, RequireAdmin);
const tailorOnly = (s: Screen) => screenRoute(s, RequireTailor);
const customerOnly = (s: Screen) => screenRoute(s, RequireCustomer);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...open(pages.home) },
      { path: 'gallery', ...open(pages.gallery) },
      { path: 'details', ...open(pages.details) },
      { path: 'product/:id', ...open(pages.product) },
      { path: 'about', ...open(pages.about) },
      { path: 'contact', ...open(pages.contact) },
      { path: 'login-signup', ...open(pages.welcome) },
      { path: 'login', ...open(pages.login) },
      { path: 'signup', ...open(pages.signup) },
      { path: 'reset-password', ...open(pages.resetPassword) },
      { path: 'cart', ...signedIn(pages.cart) },
      { path: 'order/:id/:type', ...signedIn(pages.order) },
      { path: 'checkout', ...signedIn(pages.checkout) },
      { path: 'orders', ...customerOnly(pages.myOrders) },
      { path: 'orders/:orderId', ...customerOnly(pages.myOrder) },
      { path: 'orders/:orderId/bill', ...signedIn(pages.bill) },
      { path: 'feedback', ...signedIn(pages.feedback) },
      { path: 'book', ...signedIn(pages.book) },
      { path: 'admin', ...adminOnly(pages.adminDashboard) },
      { path: 'admin/orders', ...adminOnly(pages.adminOrders) },
      { path: 'admin/settings', ...adminOnly(pages.adminSettings) },
      { path: 'admin/orders/:orderId', ...adminOnly(pages.adminOrders) },
      { path: 'admin/orders/:orderId/job-card', ...adminOnly(pages.adminJobCard) },
      { path: 'admin/workshop', ...adminOnly(pages.adminWorkshop) },
      { path: 'admin/workshop/job-cards', ...adminOnly(pages.adminJobCards) },
      { path: 'workshop', ...tailorOnly(pages.workshop) },
      { path: 'workshop/jobs/:jobId', ...tailorOnly(pages.workshopJob) },
      { path: 'product/:id/:type', ...adminOnly(pages.adminProductForm) },
      { path: 'view_product', ...adminOnly(pages.adminCatalogue) },
      { path: '*', ...open(pages.notFound) },
    ],
  },
];

/** Loads the chunks of the screens `pathname` shows. */
export async function loadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((m) => (m.route.handle as ScreenHandle | undefined)?.load()));
}
