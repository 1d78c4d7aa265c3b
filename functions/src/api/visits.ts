import { Router, type Request } from 'express';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { HttpError, parseWith, route } from './http';

/**
 * Visitor counter: the web app calls POST /stats/visit once per browser session.
 * Abuse limits, simple on purpose:
 *  - a session id is counted once (marker document stats/visitors/sessions/{id},
 *    created in the same transaction as the increment, so retries never double count);
 *  - per client IP at most VISITS_PER_IP_PER_MINUTE new sessions a minute, and per
 *    instance at most VISITS_PER_INSTANCE_PER_MINUTE, counted in memory (a soft limit:
 *    it resets with the instance, which is fine for a vanity figure).
 * Clients cannot write stats/** (firestore.rules); only this code does.
 */
export const visitsRouter = Router();

export const VISITS_PER_IP_PER_MINUTE = 10;
export const VISITS_PER_INSTANCE_PER_MINUTE = 600;
const WINDOW_MS = 60_000;
/** Markers only need to outlive a browser session; a TTL policy on `expireAt` may purge them. */
const MARKER_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const visitSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Invalid session id' }),
});

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private total: Window = { start: 0, count: 0 };

  constructor(
    private readonly perKey: number,
    private readonly overall: number,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** Counts one hit; false when the key or the instance is over its limit for the current window. */
  hit(key: string, now = Date.now()): boolean {
    if (now - this.total.start >= this.windowMs) {
      this.total = { start: now, count: 0 };
      this.windows.clear();
    }
    const w = this.windows.get(key) ?? { start: now, count: 0 };
    if (w.count >= this.perKey || this.total.count >= this.overall) return false;
    w.count += 1;
    this.total.count += 1;
    this.windows.set(key, w);
    return true;
  }
}

const limiter = new RateLimiter(VISITS_PER_IP_PER_MINUTE, VISITS_PER_INSTANCE_PER_MINUTE);

export function clientIp(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

visitsRouter.post(
  '/stats/visit',
  route(async (req, res) => {
    const { sessionId } = parseWith(visitSchema, req.body ?? {});
    const db = getFirestore();
    const counter = db.doc('stats/visitors');
    const marker = counter.collection('sessions').doc(sessionId);
    if ((await marker.get()).exists) {
      res.json({ success: true, counted: false, message: 'Visit already counted' });
      return;
    }
    if (!limiter.hit(clientIp(req))) throw new HttpError(429, 'Too many requests');
    const counted = await db.runTransaction(async (tx) => {
      if ((await tx.get(marker)).exists) return false;
      tx.create(marker, {
        createdAt: FieldValue.serverTimestamp(),
        expireAt: Timestamp.fromMillis(Date.now() + MARKER_LIFETIME_MS),
      });
      tx.set(counter, { count: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      return true;
    });
    res.json({ success: true, counted, message: counted ? 'Visit counted' : 'Visit already counted' });
  }),
);
