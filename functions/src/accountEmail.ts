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
  /**
   * `users/{uid}.language`; for profiles that name none (older ones, or a
   * customer who never used the switch while signed in) the language of what
   * the notice is about (an order placed in Hindi), else English.
   */
  language: Language;
  /** The profile's name, '' for none. */
  name: string;
}

/**
 * The language a document names (a profile's choice, the shop's language an
 * order was placed in): `fallback` unless it names a known one.
 */
export function languageOf(data: { language?: unknown } | undefined, fallback: Language = 'en'): Language {
  return isLanguage(data?.language) ? data.language : fallback;
}

/**
 * The verified e-mail (Auth) and the profile (one read of users/{uid}), fetched
 * side by side; `fallbackLanguage` for a profile that names no language.
 */
export async function customerContact(uid: string, fallbackLanguage: Language = 'en'): Promise<CustomerContact> {
  if (!uid) return { email: '', language: fallbackLanguage, name: '' };
  const [email, profile] = await Promise.all([
    verifiedAccountEmail(uid),
    getFirestore()
      .collection('users')
      .doc(uid)
      .get()
      .then((s) => s.data())
      .catch(() => undefined),
  ]);
  return { email, language: languageOf(profile, fallbackLanguage), name: typeof profile?.name === 'string' ? profile.name : '' };
}
