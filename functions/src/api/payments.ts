import { Router, type Request } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { confirmReportSchema, DOC_ID_REGEX, paymentReportSchema, recordPaymentSchema, rejectReportSchema } from '@tailor/domain';
import { authedUser, HttpError, parseWith, requireAdmin, requireAuth, route } from './http';
import { shopSettings } from '../shopSettings';
import { customerContact } from '../accountEmail';
import { confirmReport, LedgerRefusal, recordPayment, rejectReport, reportPayment, type LedgerContext } from '../payments/ledgerWrites';

/**
 * The money of an order (docs/money.md): the admin records payments and
 * decides on the customer's UPI reports; the owner reports a UPI payment.
 * Amounts in requests are rupees (at most 2 decimals), stored as paise.
 * Every refusal is a 4xx JSON answer with nothing stored.
 */
export const paymentsRouter = Router();

function idParam(req: Request, name: string): string {
  const v = req.params[name];
  if (typeof v !== 'string' || !DOC_ID_REGEX.test(v)) throw new HttpError(400, `${name}: Invalid id`);
  return v;
}

async function ledgerContext(req: Request): Promise<LedgerContext> {
  return { uid: authedUser(req).uid, shop: await shopSettings(), contact: customerContact };
}

/** Runs a ledger write, answering its refusals with their status. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LedgerRefusal) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/** POST /admin/orders/:orderId/payments → 201 {payment, money}. */
paymentsRouter.post(
  '/admin/orders/:orderId/payments',
  requireAdmin,
  route(async (req, res) => {
    const orderId = idParam(req, 'orderId');
    const body = parseWith(recordPaymentSchema(new Date()), req.body ?? {});
    const ctx = await ledgerContext(req);
    const result = await refusing(() => recordPayment(getFirestore(), orderId, body, ctx));
    res.status(201).json({ success: true, ...result });
  }),
);

/** POST /orders/:orderId/payment-reports (the order's owner) → 201 {report}, waiting for the shop. */
paymentsRouter.post(
  '/orders/:orderId/payment-reports',
  requireAuth,
  route(async (req, res) => {
    const orderId = idParam(req, 'orderId');
    const body = parseWith(paymentReportSchema, req.body ?? {});
    const report = await refusing(() => reportPayment(getFirestore(), orderId, authedUser(req).uid, body, new Date()));
    res.status(201).json({ success: true, report });
  }),
);

/** POST /admin/orders/:orderId/payment-reports/:reportId/confirm → 201 {payment, money}. */
paymentsRouter.post(
  '/admin/orders/:orderId/payment-reports/:reportId/confirm',
  requireAdmin,
  route(async (req, res) => {
    const orderId = idParam(req, 'orderId');
    const reportId = idParam(req, 'reportId');
    const { kind } = parseWith(confirmReportSchema, req.body ?? {});
    const ctx = await ledgerContext(req);
    const result = await refusing(() => confirmReport(getFirestore(), orderId, reportId, kind, ctx));
    res.status(201).json({ success: true, ...result });
  }),
);

/** POST /admin/orders/:orderId/payment-reports/:reportId/reject {reason} → 200 {report}. */
paymentsRouter.post(
  '/admin/orders/:orderId/payment-reports/:reportId/reject',
  requireAdmin,
  route(async (req, res) => {
    const orderId = idParam(req, 'orderId');
    const reportId = idParam(req, 'reportId');
    const { reason } = parseWith(rejectReportSchema, req.body ?? {});
    const ctx = await ledgerContext(req);
    const report = await refusing(() => rejectReport(getFirestore(), orderId, reportId, reason, ctx));
    res.json({ success: true, report });
  }),
);
