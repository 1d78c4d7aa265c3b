import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RequireAdmin, RequireAuth } from '../features/auth/guards';

type Page = LazyExoticComponent<ComponentType>;

// Route-level code splitting: every screen is its own chunk.
const pages = {
  home: lazy(() => import('../features/catalog/pages/HomePage')),
  gallery: lazy(() => import('../features/catalog/pages/GalleryPage')),
  details: lazy(() => import('../features/catalog/pages/DesignDetailPage')),
  product: lazy(() => import('../features/catalog/pages/ProductPage')),
  about: lazy(() => import('../features/shop-info/pages/AboutPage')),
  contact: lazy(() => import('../features/shop-info/pages/ContactPage')),
  welcome: lazy(() => import('../features/auth/pages/WelcomePage')),
  login: lazy(() => import('../features/auth/pages/LoginPage')),
  signup: lazy(() => import('../features/auth/pages/SignupPage')),
  cart: lazy(() => import('../features/cart/pages/CartPage')),
  order: lazy(() => import('../features/orders/pages/OrderWizardPage')),
  myOrders: lazy(() => import('../features/orders/pages/MyOrdersPage')),
  myOrder: lazy(() => import('../features/orders/pages/MyOrderPage')),
  feedback: lazy(() => import('../features/feedback/pages/FeedbackPage')),
  adminDashboard: lazy(() => import('../features/admin/pages/DashboardPage')),
  adminProductForm: lazy(() => import('../features/admin/pages/ProductFormPage')),
  adminCatalogue: lazy(() => import('../features/admin/pages/CataloguePage')),
  adminOrders: lazy(() => import('../features/admin/pages/OrdersPage')),
  notFound: lazy(() => import('./NotFoundPage')),
} satisfies Record<string, Page>;

function open(Page: Page): RouteObject['element'] {
  return <Page />;
}
function signedIn(Page: Page): RouteObject['element'] {
  return (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
}
function adminOnly(Page: Page): RouteObject['element'] {
  return (
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: open(pages.home) },
      { path: 'gallery', element: open(pages.gallery) },
      { path: 'details', element: open(pages.details) },
      { path: 'product/:id', element: open(pages.product) },
      { path: 'about', element: open(pages.about) },
      { path: 'contact', element: open(pages.contact) },
      { path: 'login-signup', element: open(pages.welcome) },
      { path: 'login', element: open(pages.login) },
      { path: 'signup', element: open(pages.signup) },
      { path: 'cart', element: signedIn(pages.cart) },
      { path: 'order/:id/:type', element: signedIn(pages.order) },
      { path: 'orders', element: signedIn(pages.myOrders) },
      { path: 'orders/:orderId', element: signedIn(pages.myOrder) },
      { path: 'feedback', element: signedIn(pages.feedback) },
      { path: 'admin', element: adminOnly(pages.adminDashboard) },
      { path: 'admin/orders', element: adminOnly(pages.adminOrders) },
      { path: 'admin/orders/:orderId', element: adminOnly(pages.adminOrders) },
      { path: 'product/:id/:type', element: adminOnly(pages.adminProductForm) },
      { path: 'view_product', element: adminOnly(pages.adminCatalogue) },
      { path: '*', element: open(pages.notFound) },
    ],
  },
];
