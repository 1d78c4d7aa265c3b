/** Cash on delivery: payment states, the agreed price and the cash the admin records. */
import { z } from 'zod';
import { MAX_PRICE_PAISE, type Paise } from './money';
import type { PaymentStatus } from './options';
import { isoDateSchema } from './orderDates';
import { reasonSchema } from './orderNotes';

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Payment pending',
  collected: 'Cash collected',
  refunded: 'Refunded',
};

/** Stored payment status; the older 'paid' reads as collected, anything unknown as pending. */
export function readPaymentStatus(value: unknown): PaymentStatus {
  if (value === 'collected' || value === 'paid') return 'collected';
  if (value === 'refunded') return 'refunded';
  return 'pending';
}

/** Delivered but the cash is not recorded yet: flagged on the admin's list. */
export function isDeliveredUnpaid(order: { orderStatus: string; paymentStatus: string }): boolean {
  return order.orderStatus === 'delivered' && readPaymentStatus(order.paymentStatus) === 'pending';
}

const paiseAmount = z
  .number({ error: 'Enter an amount' })
  .int({ message: 'Enter an amount in whole paise' })
  .min(0, { message: 'Enter an amount of ₹0 or more' })
  .max(MAX_PRICE_PAISE, { message: 'Enter an amount up to ₹10,00,000' });

/** The final amount agreed with the customer (paise) and why it differs. */
export const agreedPriceSchema = z.strictObject({
  agreedPrice: paiseAmount,
  agreedNote: reasonSchema,
});
export type AgreedPrice = z.output<typeof agreedPriceSchema>;

export const paymentCollectedSchema = z.strictObject({
  collectedAmount: paiseAmount.refine((n) => n > 0, { message: 'Enter the amount collected' }),
  collectedOn: isoDateSchema,
});

/** The amount the customer owes: the agreed one where the admin set it, else the computed total. */
export function amountDue(order: { agreedPrice: Paise | null; totalPrice: Paise | null }): Paise | null {
  return order.agreedPrice ?? order.totalPrice;
}
