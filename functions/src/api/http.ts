import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { z } from 'zod';

/** An error with an HTTP status that the API answers as `{success:false, message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
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

/** Verifies the Firebase ID token; answers 401 without a valid one. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  const token = bearerToken(req);
  if (!token) return next(new HttpError(401, 'Authentication required'));
  getAuth()
    .verifyIdToken(token)
    .then((decoded) => {
      (req as AuthedRequest).user = decoded;
      next();
    })
    .catch(() => next(new HttpError(401, 'Invalid or expired token')));
};

/** 401 without a token, 403 for a signed-in user without the admin claim. */
export const requireAdmin: RequestHandler[] = [
  requireAuth,
  (req, _res, next) => {
    next(isAdminToken((req as AuthedRequest).user) ? undefined : new HttpError(403, 'Admin access required'));
  },
];

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

export function authedUser(req: Request): DecodedIdToken {
  const user = (req as Partial<AuthedRequest>).user;
  if (!user) throw new HttpError(401, 'Authentication required');
  return user;
}

/** Last middleware: every error becomes JSON; only unexpected ones are 500. */
export function errorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.status(error.status).json({ success: false, message: error.message });
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
