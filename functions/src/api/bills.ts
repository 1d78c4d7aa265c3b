import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { DOC_ID_REGEX, type IssueBillSuccess } from '@tailor/domain';
import { HttpError, requireAdmin, route } from './http';
import { BillRefused, issueBill } from '../bills/issueBill';

/** Final bills (contract: domain/src/billApi.ts). */
export const billsRouter = Router();

/**
 * POST /admin/orders/:orderId/bill: the admin issues the order's final bill.
 * 201 the new bill; 200 the bill issued before (same number); 404; 409 a
 * cancelled, pending or unpriced order. Nothing is written on a refusal.
 */
billsRouter.post(
  '/admin/orders/:orderId/bill',
  requireAdmin,
  route(async (req, res) => {
    const orderId = String(req.params.orderId);
    if (!DOC_ID_REGEX.test(orderId)) throw new HttpError(400, 'orderId: Invalid id');
    try {
      const { created, bill } = await issueBill(getFirestore(), orderId);
      const answer: IssueBillSuccess = { success: true, created, bill };
      res.status(created ? 201 : 200).json(answer);
    } catch (error) {
      if (error instanceof BillRefused) throw new HttpError(error.status, error.message, { code: error.code });
      throw error;
    }
  }),
);
