import { getAuth } from 'firebase-admin/auth';

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
