/**
 * Side-effect module imported first by index.ts: ES imports run before the
 * importing module's body, so global options set there would come too late
 * for triggers defined in other modules.
 */
import { initializeApp, getApps } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { REGION } from './config';
import { installFirestoreUsageLog } from './firestoreUsageLog';

if (getApps().length === 0) initializeApp();
// `npm run bench:cost` only: under the emulator, with FIRESTORE_USAGE_LOG set (see the module).
installFirestoreUsageLog();
setGlobalOptions({ region: REGION, maxInstances: 10 });
