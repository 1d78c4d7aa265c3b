import express, { type Express } from 'express';
import { errorHandler, HttpError, limitBodySize, MAX_BODY_BYTES } from './http';
import { healthRouter } from './health';
import { cartRouter } from './cart';
import { adminRouter } from './admin';
import { visitsRouter } from './visits';
import { feedbackRouter } from './feedback';
import { productsRouter } from './products';
import { authRouter } from './auth';
import { ordersRouter } from './orders';
import { appCheckEnforced, requireAppCheck } from './appCheck';
import { paymentsRouter } from './payments';
import { billsRouter } from './bills';
import { appointmentsRouter } from './appointments';

/**
 * The express app behind the `api` function. Routes answer at `/api/v1/...`
 * (Hosting rewrite keeps the path) and at `/v1/...` for direct calls.
 */
export function createApiApp(options: { appCheck?: boolean } = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('json spaces', 0);
  app.use(limitBodySize);

  const v1 = express.Router();
  v1.use(express.json({ limit: MAX_BODY_BYTES, strict: false }));
  v1.use(healthRouter);
  // Every write below needs the web app's App Check token when enforcement is on.
  v1.use(requireAppCheck(options.appCheck ?? appCheckEnforced()));
  // ---- feature routers (one per feature) ----
  // products: public catalogue (storefront)
  v1.use(productsRouter);
  v1.use(cartRouter);
  // orders: placing an order (validated, priced and numbered in one transaction)
  v1.use(ordersRouter);
  // payments: the order's ledger, the customer's UPI reports (docs/money.md)
  v1.use(paymentsRouter);
  // appointments: measurement visits and trial fittings (one transaction per slot)
  v1.use(appointmentsRouter);
  // admin: catalogue management; visits: visitor counter
  v1.use(adminRouter);
  // bills: the admin issues an order's final bill (numbered per financial year)
  v1.use(billsRouter);
  v1.use(visitsRouter);
  // feedback: public list, author writes
  v1.use(feedbackRouter);
  // auth: signup, login, Google sign-in over the Auth REST API
  v1.use(authRouter);

  v1.use((_req, _res, next) => next(new HttpError(404, 'Not found')));
  app.use(['/api/v1', '/v1'], v1);
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  app.use(errorHandler);
  return app;
}
