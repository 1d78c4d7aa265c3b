/**
 * Placing an order: `POST /api/v1/orders` with the customer's ID token and the
 * draft's Idempotency-Key. Trusted code validates, prices, numbers and stores
 * it; the answer carries the number and the totals. Never throws: every way a
 * send can end is an OrderOutcome.
 */
import { IDEMPOTENCY_KEY_HEADER, ORDER_API_PATH, type OrderRequest } from '@tailor/domain';
import { appCheckHeaders } from '../../../firebase/appCheck';
import { loadAuth } from '../../../firebase/loadAuth';
import { currentLanguage } from '../../../lib/i18n/translate';
import { reportError } from '../../../lib/reportError';
import { ORDER_SEND_MESSAGES, outcomeFromAnswer, type OrderOutcome } from './orderOutcome';

/** A send that has not been answered in this time is abandoned (the draft and its key stay, so a retry is safe). */
export const ORDER_SEND_TIMEOUT_MS = 20_000;

/** The body the API takes: the request without what the token and the server decide. */
export function orderBody(request: OrderRequest): Omit<OrderRequest, 'userId' | 'paymentStatus' | 'orderStatus'> {
  const { userId: _userId, paymentStatus: _paymentStatus, orderStatus: _orderStatus, ...body } = request;
  return body;
}

const offline = (): OrderOutcome => ({ kind: 'offline', message: ORDER_SEND_MESSAGES.offline });
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function idToken(): Promise<string | null> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  return user ? user.getIdToken() : null;
}

export async function placeOrder(request: OrderRequest, idempotencyKey: string, timeoutMs = ORDER_SEND_TIMEOUT_MS): Promise<OrderOutcome> {
  // navigator.onLine is only a hint: Chromium says false on any machine without a network interface
  // besides loopback, where the local emulators still answer. So the request is always tried; a
  // connection that is really gone fails at once, and that failure is what says "offline".
  let token: string | null;
  try {
    token = await idToken();
  } catch {
    // A token refresh needs the network: failing here is a connection problem, not a signed-out shopper.
    return isOffline() ? offline() : { kind: 'failed', message: ORDER_SEND_MESSAGES.failed };
  }
  if (!token) return { kind: 'signed-out', message: ORDER_SEND_MESSAGES.signedOut };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(ORDER_API_PATH, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
        'Content-Type': 'application/json',
        ...(await appCheckHeaders()),
      },
      // The shop's language at checkout goes with the order: the admin's WhatsApp text to the customer uses it.
      body: JSON.stringify({ ...orderBody(request), language: currentLanguage() }),
      signal: controller.signal,
    });
    const body: unknown = await res.json().catch(() => null);
    const outcome = outcomeFromAnswer(res.status, body);
    if (outcome.kind === 'failed') reportError('Placing the order failed', new Error(`HTTP ${res.status}`));
    return outcome;
  } catch (e) {
    if (controller.signal.aborted) return { kind: 'timeout', message: ORDER_SEND_MESSAGES.timeout };
    // fetch rejects only when no answer arrived: no connection, DNS, a dropped link.
    reportError('Placing the order failed', e);
    return offline();
  } finally {
    clearTimeout(timer);
  }
}
