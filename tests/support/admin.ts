import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { AUTH_URL, PROJECT_ID, requireEmulators } from './emulators';

/** firebase-admin against the emulators of the functions' own project. */
export function adminApp(): App {
  requireEmulators();
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export function adminDb() {
  return getFirestore(adminApp());
}

export function adminAuth() {
  return getAuth(adminApp());
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** Creates (or reuses) an Auth emulator account and signs it in for an ID token. */
export async function testUser(email: string, claims?: Record<string, unknown>, name = 'Test User'): Promise<TestUser> {
  const password = 'Secret#123';
  const auth = adminAuth();
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
  } catch {
    uid = (await auth.createUser({ email, password, displayName: name })).uid;
  }
  await auth.setCustomUserClaims(uid, claims ?? null);
  const idToken = await signInWithPassword(email, password);
  return { uid, email, password, idToken };
}

export async function signInWithPassword(email: string, password: string): Promise<string> {
  const res = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}
