/**
 * The contract of `POST /api/v1/admin/orders/:orderId/bill`: the admin issues
 * an order's final bill. No body. 201 with the new bill; 200 with the same bill
 * when it was issued before (never a second number); 404 no such order; 409 a
 * cancelled, pending or unpriced order (BILL_REFUSAL_MESSAGES); 401/403 as the
 * other admin routes. Amounts in the bill are paise, as stored (the bill is a
 * document, not a price list: it keeps the exact figures it prints).
 */
import type { Bill } from './bill';

export const billApiPath = (orderId: string): string => `/api/v1/admin/orders/${encodeURIComponent(orderId)}/bill`;

export interface IssueBillSuccess {
  success: true;
  /** false when the bill had been issued before. */
  created: boolean;
  bill: Bill;
}

export interface IssueBillFailure {
  success: false;
  message: string;
  code?: string;
}

export type IssueBillAnswer = IssueBillSuccess | IssueBillFailure;
