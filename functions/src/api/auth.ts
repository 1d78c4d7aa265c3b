/**
 * POST /auth/signup, /auth/login, /auth/google (spec section 7), for clients
 * that do not use the Firebase SDK. Credentials are checked by the Auth REST
 * API (identitytoolkit); the answer carries a Firebase ID token as `token`.
 */
import { Router } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { loginSchema, signupSchema, type LoginInput, type SignupInput } from '@tailor/domain/user';
import { isHttpUrl } from '@tailor/domain/common';
import { containsShopName } from '@tailor/domain/shop';
import { HttpError, route, validateBody } from './http';

export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';

// Half of a UTF-16 pair on its own: no credential holds one, and it cannot be URL-encoded.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const googleSchema = z.object({
  token: z
    .string({ error: 'token: the Google credential is required' })
    .trim()
    .min(1, { message: 'token: the Google credential is required' })
    .max(16_384)
    .refine((token) => !LONE_SURROGATE.test(token), { message: 'token: not a Google credential' }),
});

interface IdentityToolkitAnswer {
  idToken?: string;
  localId?: string;
  email?: string;
  displayName?: string;
  fullName?: string;
  photoUrl?: string;
  needConfirmation?: boolean;
  isNewUser?: boolean;
}

export interface ApiUser {
  _id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  profilePicture: string;
  profile_picture: string;
}

function endpoint(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) {
    // The emulator accepts any key.
    return `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${encodeURIComponent(process.env.WEB_API_KEY || 'demo-api-key')}`;
  }
  const key = process.env.WEB_API_KEY;
  if (!key) throw new HttpError(503, 'Sign-in through the API is not configured (WEB_API_KEY is missing).');
  return `https://identitytoolkit.googleapis.com/v1/accounts:${method}?key=${encodeURIComponent(key)}`;
}

/** Maps an identitytoolkit error code ('WEAK_PASSWORD : …') to the answer a client sees. */
export function restError(raw: string | undefined): HttpError {
  const code = (raw ?? '').split(/[\s:]/)[0];
  switch (code) {
    case 'EMAIL_EXISTS':
      return new HttpError(409, 'An account with this email already exists.');
    case 'INVALID_PASSWORD':
    case 'EMAIL_NOT_FOUND':
    case 'INVALID_LOGIN_CREDENTIALS':
      return new HttpError(401, INCORRECT_CREDENTIALS);
    case 'USER_DISABLED':
      return new HttpError(403, 'This account has been disabled. Please contact the shop.');
    case 'WEAK_PASSWORD':
      return new HttpError(400, 'Password must be at least 6 characters.');
    case 'INVALID_EMAIL':
    case 'MISSING_EMAIL':
      return new HttpError(400, 'Please enter a valid email address.');
    case 'MISSING_PASSWORD':
      return new HttpError(400, 'Enter your password.');
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.');
    case 'INVALID_IDP_RESPONSE':
    case 'INVALID_ID_TOKEN':
    case 'INVALID_CREDENTIAL_OR_PROVIDER_ID':
    case 'MISSING_OR_INVALID_NONCE':
      return new HttpError(401, 'Google sign-in failed: the Google credential is invalid or has expired.');
    case 'FEDERATED_USER_ID_ALREADY_LINKED':
      return new HttpError(409, 'This Google account is already linked to another account.');
    case 'OPERATION_NOT_ALLOWED':
    case 'ADMIN_ONLY_OPERATION':
      return new HttpError(403, 'This way of signing in is not enabled for the shop.');
    default:
      return new HttpError(502, 'The sign-in service could not complete the request. Please try again.');
  }
}

async function identityToolkit(method: string, payload: Record<string, unknown>): Promise<IdentityToolkitAnswer> {
  let res: Response;
  try {
    res = await fetch(endpoint(method), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...payload, returnSecureToken: true }),
    });
  } catch {
    throw new HttpError(503, 'The sign-in service is unreachable. Please try again.');
  }
  const body = (await res.json().catch(() => ({}))) as IdentityToolkitAnswer & { error?: { message?: string } };
  if (!res.ok || body.error) throw restError(body.error?.message);
  if (body.needConfirmation) {
    throw new HttpError(409, 'An account with this email already exists. Log in with your email and password.');
  }
  if (!body.idToken || !body.localId) throw restError(undefined);
  return body;
}

/** Claims of a token identitytoolkit has just issued (read, not verified: it came straight from Google). */
function claimsOf(idToken: string): Record<string, unknown> {
  try {
    const payload = idToken.split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function safePicture(url: string | undefined): string {
  return url && url.length <= 2048 && isHttpUrl(url) ? url : '';
}

/** users/{uid}, created on first sign-in (never with a role); returns the stored profile. */
interface ProfileFields {
  name: string;
  email: string;
  profilePicture: string;
}

async function ensureProfile(uid: string, initial: () => Promise<ProfileFields>): Promise<ProfileFields> {
  const ref = getFirestore().doc(`users/${uid}`);
  const snap = await ref.get();
  if (snap.exists) {
    const data = snap.data() ?? {};
    const complete = typeof data.name === 'string' && data.name && typeof data.email === 'string' && data.email;
    const fallback = complete ? null : await initial();
    return {
      name: typeof data.name === 'string' && data.name ? data.name : fallback!.name,
      email: typeof data.email === 'string' && data.email ? data.email : fallback!.email,
      profilePicture: typeof data.profilePicture === 'string' ? data.profilePicture : '',
    };
  }
  const fallback = await initial();
  try {
    await ref.create({ ...fallback, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    // 6 = ALREADY_EXISTS: a parallel sign-in created it first.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
  return fallback;
}

async function answerFor(session: IdentityToolkitAnswer, preferred?: { name?: string }): Promise<{ token: string; user: ApiUser }> {
  const token = session.idToken!;
  const uid = session.localId!;
  const claims = claimsOf(token);
  const email = (session.email ?? (typeof claims.email === 'string' ? claims.email : '')).toLowerCase();
  const profile = await ensureProfile(uid, async () => {
    // The REST answer may omit the display name; the account record has it.
    const record = preferred?.name || session.displayName ? null : await getAuth().getUser(uid).catch(() => null);
    const given = preferred?.name || session.displayName || session.fullName || record?.displayName || '';
    // The shop's name is kept for the shop (as the rules keep it on users/{uid}).
    const name = [given, email.split('@')[0] ?? ''].map((n) => n.trim().slice(0, 80)).find((n) => n && !containsShopName(n)) ?? 'Customer';
    return { name, email, profilePicture: safePicture(session.photoUrl || record?.photoURL) };
  });
  return {
    token,
    user: {
      _id: uid,
      name: profile.name,
      email: profile.email,
      role: claims.role === 'admin' ? 'admin' : 'user',
      profilePicture: profile.profilePicture,
      profile_picture: profile.profilePicture,
    },
  };
}

/** Google ID tokens are JWTs (the emulator also takes a JSON claims string); anything else is an access token. */
function googlePostBody(token: string): string {
  const isIdToken = token.startsWith('{') || token.split('.').length === 3;
  return `${isIdToken ? 'id_token' : 'access_token'}=${encodeURIComponent(token)}&providerId=google.com`;
}

export const authRouter = Router();

authRouter.post(
  '/auth/signup',
  validateBody(signupSchema),
  route(async (req, res) => {
    const { name, email, password } = req.body as SignupInput;
    const session = await identityToolkit('signUp', { email, password, displayName: name });
    await getAuth().updateUser(session.localId!, { displayName: name });
    const answer = await answerFor(session, { name });
    res.status(201).json({ success: true, ...answer, message: 'Account created successfully.' });
  }),
);

authRouter.post(
  '/auth/login',
  validateBody(loginSchema),
  route(async (req, res) => {
    const { email, password } = req.body as LoginInput;
    const session = await identityToolkit('signInWithPassword', { email, password });
    const answer = await answerFor(session);
    res.json({ success: true, ...answer, message: 'Logged in successfully.' });
  }),
);

authRouter.post(
  '/auth/google',
  validateBody(googleSchema),
  route(async (req, res) => {
    const { token } = req.body as z.output<typeof googleSchema>;
    const session = await identityToolkit('signInWithIdp', {
      postBody: googlePostBody(token),
      requestUri: 'http://localhost',
    });
    const answer = await answerFor(session);
    res.json({ success: true, ...answer, message: 'Signed in with Google successfully.' });
  }),
);
