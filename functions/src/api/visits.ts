import { Router, type Request } from 'express';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { HttpError, parseWith, route } from './http';

/**
 * Visitor counter: the web app calls POST /stats/visit once per browser session.
 * Abuse limits, simple on purpose:
 *  - a session id is counted once (marker document stats/visitors/sessions/{id},
 *    created in the same transaction as the increment, so retries never double count);
 *  - per client address at most VISITS_PER_IP_PER_MINUTE new sessions a minute, and
 *    per instance at most VISITS_PER_INSTANCE_PER_MINUTE, counted in memory (a soft
 *    limit: it resets with the instance, which is fine for a vanity figure). The
 *    address is the one Google's front end appends to X-Forwarded-For (see clientIp):
 *    the entries before it are whatever the caller wrote;
 *  - across all instances at most VISITS_PER_MINUTE counted visits a minute: a
 *    counter document per minute (stats/visitors/minutes/{yyyyMMddHHmm}), read and
 *    incremented in the counting transaction, so no caller can inflate the figure
 *    faster than that, whatever addresses it claims.
 * Clients cannot write stats/** (firestore.rules); only this code does.
 */
export const visitsRouter = Router();

export const VISITS_PER_IP_PER_MINUTE = 10;
export const VISITS_PER_INSTANCE_PER_MINUTE = 600;
export const VISITS_PER_MINUTE = 300;
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

/**
 * Proxies of the platform in front of the app, each appending the address it
 * received the request from to X-Forwarded-For: 1 for Cloud Functions called
 * directly (Google's front end appends the client's address); 2 behind the
 * Firebase Hosting rewrite, whose own hop Google's front end appends after the
 * client's (set VISIT_PROXY_HOPS=2 in functions/.env.<project> then).
 */
function proxyHops(): number {
  const hops = Number(process.env.VISIT_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops >= 1 && hops <= 5 ? hops : 1;
}

/**
 * The client's address as the platform saw it: the entry `hops` from the
 * right of X-Forwarded-For. Entries further left come from the caller and are
 * never trusted; without the header (the emulator, tests), the socket's address.
 */
export function clientIp(req: Pick<Request, 'headers'> & { socket?: { remoteAddress?: string } }, hops = proxyHops()): string {
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] || req.socket?.remoteAddress || 'unknown';
}

/** The id of the per-minute counter document: UTC yyyyMMddHHmm. */
export function minuteKey(now: number): string {
  return new Date(now).toISOString().slice(0, 16).replace(/[-T:]/g, '');
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
    const now = Date.now();
    const minute = counter.collection('minutes').doc(minuteKey(now));
    const outcome = await db.runTransaction(async (tx) => {
      const [seen, thisMinute] = await Promise.all([tx.get(marker), tx.get(minute)]);
      if (seen.exists) return 'seen' as const;
      if (Number(thisMinute.get('count') ?? 0) >= VISITS_PER_MINUTE) return 'ceiling' as const;
      tx.create(marker, {
        createdAt: FieldValue.serverTimestamp(),
        expireAt: Timestamp.fromMillis(now + MARKER_LIFETIME_MS),
      });
      tx.set(minute, { count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(now + MARKER_LIFETIME_MS) }, { merge: true });
      tx.set(counter, { count: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      return 'counted' as const;
    });
    if (outcome === 'ceiling') throw new HttpError(429, 'Too many requests');
    const counted = outcome === 'counted';
    res.json({ success: true, counted, message: counted ? 'Visit counted' : 'Visit already counted' });
  }),
);
