import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

/** An error with an HTTP status that the API answers as `{success:false, message}`, plus any `extra` fields. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface AuthedRequest extends Request {
  user: DecodedIdToken;
}

/** Wraps an async handler so a rejection reaches the error middleware. */
export function route(handler: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => handler(req, res))
      .catch(next);
  };
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

/**
 * `code` of the answers that tell a client its token no longer carries the
 * rights it shows: the app then refreshes the token (getIdToken(true)) and
 * re-reads its claims.
 */
export const SESSION_REVOKED = 'session-revoked';
export const ADMIN_REQUIRED = 'admin-required';

/**
 * Verifies the Firebase ID token; answers 401 without a valid one. With
 * `checkRevoked`, a token issued before the user's refresh tokens were revoked
 * (admin:grant and admin:revoke do that) is refused too; it costs a read of
 * the user record, so only admin routes pay it.
 */
function verifyToken(checkRevoked: boolean): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next(new HttpError(401, 'Authentication required'));
    getAuth()
      .verifyIdToken(token, checkRevoked)
      .then((decoded) => {
        (req as AuthedRequest).user = decoded;
        next();
      })
      .catch((error: unknown) => {
        const code = (error as { code?: string })?.code;
        if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
          next(new HttpError(401, 'Your session has ended. Please sign in again.', { code: SESSION_REVOKED }));
        } else {
          next(new HttpError(401, 'Invalid or expired token'));
        }
      });
  };
}

export const requireAuth: RequestHandler = verifyToken(false);

/** 401 without a token or with a revoked one, 403 for a signed-in user without the admin claim. */
export const requireAdmin: RequestHandler[] = [
  verifyToken(true),
  (req, _res, next) => {
    next(isAdminToken((req as AuthedRequest).user) ? undefined : new HttpError(403, 'Admin access required', { code: ADMIN_REQUIRED }));
  },
];

export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The functions runtime parses a request's body before the app runs (so
 * express.json's limit never applies): this refuses a body over
 * MAX_BODY_BYTES by its declared length or, when none is declared, by the
 * raw body the runtime kept.
 */
export const limitBodySize: RequestHandler = (req, _res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  const raw = (req as Request & { rawBody?: { length: number } }).rawBody;
  const size = Math.max(Number.isFinite(declared) ? declared : 0, raw?.length ?? 0);
  next(size > MAX_BODY_BYTES ? new HttpError(413, 'Request body too large') : undefined);
};

export function isAdminToken(user: DecodedIdToken | undefined): boolean {
  return user?.role === 'admin';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Parses `source` with `schema`; a failure becomes a 400 naming the first problem. */
export function parseWith<S extends z.ZodType>(schema: S, source: unknown): z.output<S> {
  const result = schema.safeParse(source);
  if (!result.success) throw new HttpError(400, describeIssue(result.error.issues[0]));
  return result.data;
}

/** Middleware: replaces req.body with the parsed value or answers 400. */
export function validateBody<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, _res, next) => {
    try {
      req.body = parseWith(schema, req.body ?? {});
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** A query parameter given at most once, as text: `?a=1&a=2` is a 400, not an array. */
export function singleQueryValue(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new HttpError(400, `${name}: give it once, as text`);
  return raw;
}

/** `?limit=`: a whole number from 1 to `max`, `fallback` when absent or blank. */
export function parseLimit(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= max)) throw new HttpError(400, `limit: a whole number from 1 to ${max}`);
  return n;
}

/**
 * One page of `query`. It reads one document more than it answers: that one
 * tells whether another page exists without a second query. `nextCursor` is
 * null on the last page.
 */
export async function pageOf(query: Query, limit: number): Promise<{ page: QueryDocumentSnapshot[]; nextCursor: string | null }> {
  const snap = await query.limit(limit + 1).get();
  const page = snap.docs.slice(0, limit);
  return { page, nextCursor: snap.docs.length > limit ? page[page.length - 1]!.id : null };
}

export function authedUser(req: Request): DecodedIdToken {
  const user = (req as Partial<AuthedRequest>).user;
  if (!user) throw new HttpError(401, 'Authentication required');
  return user;
}

/** Last middleware: every error becomes JSON; only unexpected ones are 500. */
export function errorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.status(error.status).json({ ...error.extra, success: false, message: error.message });
    return;
  }
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser errors: malformed JSON, payload too large, bad charset
    const type = (error as { type?: string }).type;
    const message = type === 'entity.parse.failed' ? 'Malformed JSON body' : type === 'entity.too.large' ? 'Request body too large' : 'Bad request';
    res.status(status).json({ success: false, message });
    return;
  }
  console.error('Unhandled API error', error);
  res.status(500).json({ success: false, message: 'Internal error' });
}
