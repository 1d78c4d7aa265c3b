import { Router, type Request } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REGEX, ORDER_FIELDS_MESSAGE, validatePlaceOrder } from '@tailor/domain';
import { authedUser, HttpError, requireAuth, route } from './http';
import { shopSettings } from '../shopSettings';
import { OrderRefusal, placeOrder } from '../orders/placeOrder';

/** The Idempotency-Key header, checked; null when the client sent none. */
function idempotencyKey(req: Request): string | null {
  const raw = req.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return null;
  if (!IDEMPOTENCY_KEY_REGEX.test(raw)) {
    throw new HttpError(400, `${IDEMPOTENCY_KEY_HEADER}: 8 to 128 letters, digits, _ or -`);
  }
  return raw;
}

export const ordersRouter = Router();

/**
 * POST /orders: a signed-in customer places an order (cart checkout and the
 * one-design wizard). 201 with the priced, numbered order; 200 with the same
 * answer for a replay of the same Idempotency-Key; 400 fields, 409 lines that
 * cannot be ordered, 429 order limits, 422 a key reused for another body.
 * Nothing is stored on a refusal.
 */
ordersRouter.post(
  '/orders',
  requireAuth,
  route(async (req, res) => {
    const uid = authedUser(req).uid;
    const key = idempotencyKey(req);
    const body: unknown = req.body;
    const claimed = body && typeof body === 'object' ? (body as { userId?: unknown }).userId : undefined;
    if (claimed !== undefined && claimed !== uid) throw new HttpError(403, 'userId does not match the signed-in user');
    const checked = validatePlaceOrder(body);
    if (!checked.ok) throw new HttpError(400, ORDER_FIELDS_MESSAGE, { errors: checked.errors });

    const settings = await shopSettings();
    try {
      const result = await placeOrder(getFirestore(), {
        uid,
        body: checked.data,
        idempotencyKey: key,
        orderNumberPrefix: settings.orderNumberPrefix,
        freeShippingThresholdPaise: settings.freeShippingThresholdPaise,
      });
      res.status(result.created ? 201 : 200).json({ success: true, order: result.order });
    } catch (error) {
      if (error instanceof OrderRefusal) throw new HttpError(error.status, error.message, error.extra);
      throw error;
    }
  }),
);
