import express, { type Express } from 'express';
import { errorHandler, HttpError } from './http';
import { healthRouter } from './health';

/**
 * The express app behind the `api` function. Routes answer at `/api/v1/...`
 * (Hosting rewrite keeps the path) and at `/v1/...` for direct calls.
 */
export function createApiApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('json spaces', 0);

  const v1 = express.Router();
  v1.use(express.json({ limit: '256kb', strict: false }));
  v1.use(healthRouter);
  // ---- feature routers (one per feature) ----

  v1.use((_req, _res, next) => next(new HttpError(404, 'Not found')));
  app.use(['/api/v1', '/v1'], v1);
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  app.use(errorHandler);
  return app;
}
