/**
 * The words of an order's money, shared by the payments ledger, receipts and
 * bills. Stored shapes (written only by trusted code):
 * - `orders/{orderId}/payments/{paymentId}`: {@link PaymentRecord};
 * - `orders/{orderId}.money`: {@link MoneySummary}, kept by the same
 *   transaction that writes a payment, so the client never writes a balance.
 */
import type { Paise } from './money';

export const PAYMENT_KINDS = ['advance', 'balance', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'upi', 'bank', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  advance: 'Advance',
  balance: 'Balance',
  refund: 'Refund',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  upi: 'UPI',
  bank: 'Bank transfer',
  card: 'Card at the shop',
};

/** Derived from the ledger, never typed: see the ledger module for the rule. */
export const MONEY_STATES = ['unpaid', 'advance', 'paid', 'refunded'] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

export const MONEY_STATE_LABELS: Readonly<Record<MoneyState, string>> = {
  unpaid: 'Unpaid',
  advance: 'Advance paid',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** One entry of an order's ledger. `receivedOn` is the shop's calendar day (IST), YYYY-MM-DD. */
export interface PaymentRecord {
  id: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amountPaise: Paise;
  receivedOn: string;
  /** UPI transaction id (12 digits), bank or card reference; null for cash. */
  reference: string | null;
  /** Set on the entry that stands for an order stored before the ledger (its `collected`/`refunded` fields). */
  legacy?: true;
}

/** What an order owes and has paid, in paise; `duePaise` is the agreed price when set, else the computed total. */
export interface MoneySummary {
  duePaise: Paise;
  paidPaise: Paise;
  refundedPaise: Paise;
  balancePaise: Paise;
  state: MoneyState;
}
