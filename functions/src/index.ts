import { initializeApp, getApps } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './api/index';
import { REGION } from './config';

if (getApps().length === 0) initializeApp();
setGlobalOptions({ region: REGION, maxInstances: 10 });

/** The `/api/v1` HTTP contract (spec section 7), behind the Hosting rewrite. */
export const api = onRequest({ cors: true, invoker: 'public' }, createApiApp());

// ---- triggers (one module per derived document) ----
