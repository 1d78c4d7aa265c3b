import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { isLanguage, type Language } from '@tailor/domain';

/**
 * Where the shop may mail a customer: the e-mail of their own account, once
 * verified; '' otherwise (the order's `customer.email` is typed text and may
 * name anyone). Shared by the order notices, the payments ledger and the appointments.
 */
export async function verifiedAccountEmail(uid: string): Promise<string> {
  try {
    const user = await getAuth().getUser(uid);
    return user.emailVerified && user.email ? user.email : '';
  } catch {
    return '';
  }
}

/** Who a notice goes to and in which language: read once per event. */
export interface CustomerContact {
  /** Verified account e-mail, '' for none (then no mail is written). */
  email: string;
  /** `users/{uid}.language`; English for profiles that name none (older ones). */
  language: Language;
  /** The profile's name, '' for none. */
  name: string;
}

/** The customer's language from their profile's data: English unless it names a known one. */
export function profileLanguage(profile: { language?: unknown } | undefined): Language {
  return isLanguage(profile?.language) ? profile.language : 'en';
}

/** The verified e-mail (Auth) and the profile (one read of users/{uid}), fetched side by side. */
export async function customerContact(uid: string): Promise<CustomerContact> {
  if (!uid) return { email: '', language: 'en', name: '' };
  const [email, profile] = await Promise.all([
    verifiedAccountEmail(uid),
    getFirestore()
      .collection('users')
      .doc(uid)
      .get()
      .then((s) => s.data())
      .catch(() => undefined),
  ]);
  return { email, language: profileLanguage(profile), name: typeof profile?.name === 'string' ? profile.name : '' };
}
