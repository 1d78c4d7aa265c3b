/** The accountant's CSV of orders. */
import { type Paise } from './money';
import { ORDER_STATUS_LABELS, type OrderStatus } from './options';
import { isoDate } from './orderDates';
import { PAYMENT_STATUS_LABELS, readPaymentStatus } from './orderPayment';
import { MONEY_STATE_LABELS, type MoneySummary } from './paymentKinds';

export interface CsvOrder {
  orderNumber: string;
  createdAt: Date | null;
  customer: { name: string; phone: string; address: { city: string } };
  lines: { productName: string; productId: string; quantity: number }[];
  totalPrice: Paise | null;
  agreedPrice: Paise | null;
  collectedAmount: Paise | null;
  orderStatus: OrderStatus;
  paymentStatus: string;
  /** The ledger's summary (readOrderMoney); its columns stay empty without it. */
  money?: MoneySummary;
}

export const ORDERS_CSV_HEADER = ['Order number', 'Date', 'Customer', 'Phone', 'City', 'Lines', 'Computed total (₹)', 'Agreed amount (₹)', 'Collected (₹)', 'Status', 'Payment', 'Paid (₹)', 'Refunded (₹)', 'Balance (₹)', 'Payment state'];

const rupees = (p: Paise | null) => (p === null ? '' : (p / 100).toFixed(2));

function csvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function ordersCsvRow(o: CsvOrder): string[] {
  return [
    o.orderNumber,
    o.createdAt ? isoDate(o.createdAt) : '',
    o.customer.name,
    o.customer.phone,
    o.customer.address.city,
    o.lines.map((l) => `${l.productName || l.productId} x ${l.quantity}`).join('; '),
    rupees(o.totalPrice),
    rupees(o.agreedPrice),
    rupees(o.collectedAmount),
    ORDER_STATUS_LABELS[o.orderStatus],
    PAYMENT_STATUS_LABELS[readPaymentStatus(o.paymentStatus)],
    // From the payments ledger (docs/money.md): what was received and refunded, what is still owed.
    rupees(o.money?.paidPaise ?? null),
    rupees(o.money?.refundedPaise ?? null),
    rupees(o.money?.balancePaise ?? null),
    o.money ? MONEY_STATE_LABELS[o.money.state] : '',
  ];
}

/** The CSV text (CRLF lines, header first) of the given orders. */
export function ordersCsv(orders: readonly CsvOrder[]): string {
  return [ORDERS_CSV_HEADER, ...orders.map(ordersCsvRow)].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
