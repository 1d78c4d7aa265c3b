/**
 * Imports feedback exported from the old shop (_id, userId, name, email,
 * profile_picture, rating, comments, screenshotUrl, createdAt, updatedAt, and
 * optionally productId). Every entry must belong to an account of this shop:
 * its userId is an existing uid, or its e-mail is a verified account's e-mail. The
 * e-mail only finds the account: feedback is public and never stores one.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import {
  describeProductIssue,
  feedbackInputSchema,
  formatProblems,
  isImageRef,
  legacyDocId,
  legacyIdOf,
  timestampToMillis,
  withoutUndefined,
} from '@tailor/domain';
import { sameDocument } from './compare.ts';
import { readAll, writeAll } from './products.ts';
import { emptyReport, type ImportReport } from './report.ts';

type Data = Record<string, unknown>;

const KNOWN_KEYS = new Set([
  '_id',
  'id',
  'feedbackId',
  '__v',
  'userId',
  'name',
  'email',
  'profile_picture',
  'profilePicture',
  'rating',
  'comments',
  'screenshotUrl',
  'productId',
  'createdAt',
  'created_at',
  'updatedAt',
  'updated_at',
]);

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function dateOf(v: unknown): number | null {
  return timestampToMillis(isObject(v) && '$date' in v ? v.$date : v);
}

/** An account found by a row's e-mail that has not verified the address: not taken as the author. */
const UNVERIFIED = 'unverified';

/**
 * The uid of the author: the row's userId when it is an account, else the
 * account with the row's e-mail, only when that account has verified it (as
 * admin:grant requires): whoever registered a past customer's address first
 * must not receive their reviews. UNVERIFIED when only such an account matched.
 */
async function findAuthor(auth: Auth, row: Data, cache: Map<string, string | null>): Promise<string | null> {
  const tries: [string, () => Promise<string>][] = [];
  const userId = str(isObject(row.userId) && '$oid' in row.userId ? row.userId.$oid : row.userId);
  const email = str(row.email).toLowerCase();
  if (userId && userId.length <= 128) tries.push([`uid:${userId}`, async () => (await auth.getUser(userId)).uid]);
  if (email) {
    tries.push([
      `email:${email}`,
      async () => {
        const user = await auth.getUserByEmail(email);
        return user.emailVerified ? user.uid : UNVERIFIED;
      },
    ]);
  }
  let unverified = false;
  for (const [key, lookUp] of tries) {
    if (!cache.has(key)) {
      try {
        cache.set(key, await lookUp());
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found' && !/invalid/i.test(String((error as { code?: string }).code))) throw error;
        cache.set(key, null);
      }
    }
    const uid = cache.get(key);
    if (uid === UNVERIFIED) unverified = true;
    else if (uid) return uid;
  }
  return unverified ? UNVERIFIED : null;
}

export async function importFeedback(
  db: Firestore,
  auth: Auth,
  rows: readonly unknown[],
  options: { dryRun?: boolean } = {},
): Promise<ImportReport> {
  const report = emptyReport('feedback', options.dryRun ?? false);
  const seen = new Map<string, number>();
  const authors = new Map<string, string | null>();
  const planned: { id: string; data: Data }[] = [];

  for (const [index, row] of rows.entries()) {
    const position = index + 1;
    const oldId = legacyIdOf(row);
    if (!isObject(row) || oldId === null) {
      report.refused.push({ row: position, oldId, reasons: [isObject(row) ? 'no _id: an entry needs its old id to keep one document across imports' : 'an entry must be a JSON object'] });
      continue;
    }
    const id = legacyDocId(oldId);
    if (seen.has(id)) {
      report.refused.push({ row: position, oldId, reasons: [`the same _id as row ${seen.get(id)}: only the first is imported`] });
      continue;
    }
    seen.set(id, position);
    for (const key of Object.keys(row)) if (!KNOWN_KEYS.has(key)) report.ignoredFields[key] = (report.ignoredFields[key] ?? 0) + 1;

    const reasons: string[] = [];
    const rating = typeof row.rating === 'string' ? Number(row.rating) : row.rating;
    const input = { rating, comments: row.comments, screenshotUrl: row.screenshotUrl ?? '' };
    const parsed = feedbackInputSchema.safeParse(input);
    if (!parsed.success) reasons.push(...parsed.error.issues.map((issue) => formatProblems([describeProductIssue(issue, input)])));

    let productId: string | undefined;
    const oldProduct = str(row.productId);
    if (oldProduct) {
      const candidates = [legacyDocId(oldProduct), oldProduct].filter((c, i, all) => all.indexOf(c) === i && /^[A-Za-z0-9_-]{1,128}$/.test(c));
      for (const candidate of candidates) {
        if ((await db.collection('products').doc(candidate).get()).exists) {
          productId = candidate;
          break;
        }
      }
      if (!productId) reasons.push(`productId: no product with the old id ${oldProduct} (import the products first)`);
    }

    const author = await findAuthor(auth, row, authors);
    const uid = author === UNVERIFIED ? null : author;
    if (author === UNVERIFIED) {
      reasons.push("author: the account with its e-mail has not verified the address (the customer verifies it from the shop's e-mail, then import again)");
    } else if (!uid) reasons.push('author: no account of this shop has its userId or e-mail (the customer signs up first, then import again)');

    if (reasons.length > 0 || !parsed.success || !uid) {
      report.refused.push({ row: position, oldId, reasons });
      continue;
    }
    const profile = (await db.collection('users').doc(uid).get()).data() ?? {};
    const picture = str(profile.profilePicture) || str(row.profile_picture) || str(row.profilePicture);
    const createdAt = dateOf(row.createdAt) ?? dateOf(row.created_at) ?? dateOf(row.updatedAt) ?? dateOf(row.updated_at) ?? 0;
    const updatedAt = dateOf(row.updatedAt) ?? dateOf(row.updated_at) ?? createdAt;
    planned.push({
      id,
      data: withoutUndefined({
        userId: uid,
        // As the app writes it: the author's profile, never the e-mail.
        name: (str(profile.name) || str(row.name)).slice(0, 80),
        profile_picture: picture && isImageRef(picture) ? picture : '',
        rating: parsed.data.rating,
        comments: parsed.data.comments,
        screenshotUrl: parsed.data.screenshotUrl ?? '',
        productId,
        createdAt: Timestamp.fromMillis(createdAt),
        updatedAt: Timestamp.fromMillis(Math.max(updatedAt, createdAt)),
      }),
    });
  }

  const col = db.collection('feedback');
  const stored = await readAll(
    db,
    planned.map((p) => col.doc(p.id)),
  );
  const writes: { ref: ReturnType<typeof col.doc>; data: Data }[] = [];
  for (const { id, data } of planned) {
    const current = stored.get(id);
    if (current && sameDocument(current, data)) {
      report.unchanged.push(id);
      continue;
    }
    (current ? report.updated : report.imported).push(id);
    writes.push({ ref: col.doc(id), data });
  }
  if (!report.dryRun) await writeAll(db, writes);
  return report;
}
