/**
 * Whether to offer e-mail verification: accounts that signed up with e-mail
 * and password and have not opened the link yet (Google accounts arrive
 * verified). Small on purpose: the shell imports it; the banner itself loads
 * only when this is true.
 */
import type { User } from 'firebase/auth';

export function needsEmailVerification(user: Pick<User, 'emailVerified' | 'providerData'> | null | undefined): boolean {
  return Boolean(user && !user.emailVerified && user.providerData.some((p) => p.providerId === 'password'));
}

/** The session storage name of "banner dismissed" for one account. */
export function verifyBannerKey(uid: string): string {
  return `verify-email-dismissed:${uid}`;
}
