/** Demo accounts: one admin (custom claim role=admin) and customers who also author the seeded feedback. */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { daysBefore } from './catalogue';

export interface DemoAccount {
  /** Used when the account does not exist yet, so ids stay stable across fresh emulators. */
  uid: string;
  email: string;
  password: string;
  name: string;
  admin?: boolean;
  /** Days before the seed base date the profile was created. */
  joinedDaysAgo: number;
}

export const DEMO_ACCOUNTS = {
  admin: {
    uid: 'demo-admin',
    email: 'admin@silaistudio.test',
    password: 'Admin@12345',
    name: 'Sunita Kapoor',
    admin: true,
    joinedDaysAgo: 245,
  },
  customer: {
    uid: 'demo-priya',
    email: 'priya@silaistudio.test',
    password: 'Customer@123',
    name: 'Priya Sharma',
    joinedDaysAgo: 230,
  },
} as const satisfies Record<'admin' | 'customer', DemoAccount>;

const CUSTOMER_PASSWORD = 'Customer@123';

/** Further customers; they write the seeded feedback. */
export const FEEDBACK_AUTHORS: readonly DemoAccount[] = [
  { uid: 'demo-anjali', email: 'anjali@silaistudio.test', password: CUSTOMER_PASSWORD, name: 'Anjali Mehta', joinedDaysAgo: 214 },
  { uid: 'demo-farah', email: 'farah@silaistudio.test', password: CUSTOMER_PASSWORD, name: 'Farah Khan', joinedDaysAgo: 190 },
  { uid: 'demo-meera', email: 'meera@silaistudio.test', password: CUSTOMER_PASSWORD, name: 'Meera Iyer', joinedDaysAgo: 171 },
  { uid: 'demo-kavya', email: 'kavya@silaistudio.test', password: CUSTOMER_PASSWORD, name: 'Kavya Nair', joinedDaysAgo: 150 },
  { uid: 'demo-ritu', email: 'ritu@silaistudio.test', password: CUSTOMER_PASSWORD, name: 'Ritu Singh', joinedDaysAgo: 122 },
];

export const ALL_DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.customer, ...FEEDBACK_AUTHORS];

function isNotFound(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'auth/user-not-found';
}

/**
 * Creates or updates each account in Auth (looked up by e-mail), sets the admin claim on the
 * admin only, and writes users/{uid} profiles. Returns e-mail → uid.
 */
export async function upsertAccounts(auth: Auth, db: Firestore): Promise<Map<string, string>> {
  const uids = new Map<string, string>();
  const batch = db.batch();
  for (const account of ALL_DEMO_ACCOUNTS) {
    let uid: string;
    try {
      const existing = await auth.getUserByEmail(account.email);
      uid = existing.uid;
      await auth.updateUser(uid, {
        password: account.password,
        displayName: account.name,
        emailVerified: true,
        disabled: false,
      });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const created = await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.name,
        emailVerified: true,
      });
      uid = created.uid;
    }
    await auth.setCustomUserClaims(uid, account.admin ? { role: 'admin' } : null);
    uids.set(account.email, uid);
    batch.set(db.collection('users').doc(uid), {
      name: account.name,
      email: account.email,
      profilePicture: '',
      createdAt: Timestamp.fromDate(daysBefore(account.joinedDaysAgo)),
    });
  }
  await batch.commit();
  return uids;
}
