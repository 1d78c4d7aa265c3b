import './setup';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './api/index';
import { servePage } from './pages';

/** The `/api/v1` HTTP contract (spec section 7), behind the Hosting rewrite. */
export const api = onRequest({ cors: true, invoker: 'public' }, createApiApp());

/** The gallery and product pages rendered with their data, behind the Hosting rewrites `/gallery` and `/product/*`. */
export const pages = onRequest({ invoker: 'public', memory: '512MiB' }, servePage);

// ---- triggers (one module per derived document) ----
// cart: line prices and cart totals
export { cartItemWritten } from './triggers/cartItemWritten';
export { cartProductChanged } from './triggers/cartProductChanged';
// admin: product derived fields and image cleanup; delivered time for revenue figures
export { productDerived } from './triggers/productDerived';
export { statsOrderDelivered } from './triggers/statsOrderDelivered';
// dashboard: aggregates per day, status, type, place, design and customer
export { statsAggregates } from './triggers/statsAggregates';
// feedback: stats/feedback and product rating/ratingCount
export { feedbackAggregates } from './triggers/feedbackAggregates';
// orders: the customer's notices and e-mails on each change (orders arrive priced and
// numbered from POST /api/v1/orders: no trigger prices, numbers or cancels them)
export { orderNotices } from './triggers/orderNotices';
// appointments: the reminder the day before a visit (daily, IST)
export { appointmentReminders } from './triggers/appointmentReminders';
// workshop: the tailors' job cards (jobs/{orderId}_{lineNo}), projected from orders and assignments
export { workshopJobsOnOrder, workshopJobsOnAssignment } from './triggers/workshopJobs';
