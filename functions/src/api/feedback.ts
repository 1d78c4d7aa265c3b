import { Router } from 'express';
import { FieldValue, getFirestore, type DocumentData, type Query } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { z } from 'zod';
import { DOC_ID_REGEX, docIdSchema, feedbackAuthor, feedbackDocId, feedbackInputSchema } from '@tailor/domain';
import { authedUser, HttpError, isAdminToken, pageOf, parseLimit, parseWith, requireAuth, route, singleQueryValue } from './http';

/**
 * Feedback calls of spec section 7. Reading is public; writing needs a Bearer
 * token, and a user may only change or delete their own feedback (the admin
 * may delete any). The author block (name, profile_picture) comes from the
 * users/{uid} profile or the token, never from the body, and only values the
 * rules would accept (domain feedbackAuthor). Feedback is public, so the
 * author's e-mail is neither stored nor answered.
 *
 * One review per author per design and one general review per author
 * (document ids `{uid}_{productId}` and `{uid}_shop`, as firestore.rules
 * enforces): a second /feedback/add for the same design answers 409 with the
 * existing review's id, to be changed with /feedback/update. A review keeps
 * its design.
 */
export const feedbackRouter = Router();

export const DEFAULT_FEEDBACK_LIMIT = 50;
export const MAX_FEEDBACK_LIMIT = 100;

const feedbackCol = () => getFirestore().collection('feedback');

// The spec's bodies carry the author block and ids; they are accepted and ignored.
const echoedKeys = {
  userId: z.string().max(128).optional(),
  name: z.unknown().optional(),
  email: z.unknown().optional(),
  profile_picture: z.unknown().optional(),
};
const addSchema = feedbackInputSchema.extend({ ...echoedKeys, feedbackId: z.unknown().optional() });
const updateSchema = feedbackInputSchema.extend({ ...echoedKeys, feedbackId: docIdSchema });
const deleteSchema = z.object({ feedbackId: docIdSchema });

function iso(value: unknown): string | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value.toDate() as Date).toISOString();
  }
  return null;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toApiFeedback(id: string, data: DocumentData) {
  return {
    _id: id,
    feedbackId: id,
    userId: str(data.userId),
    name: str(data.name),
    profile_picture: str(data.profile_picture),
    rating: typeof data.rating === 'number' ? data.rating : 0,
    comments: str(data.comments),
    screenshotUrl: str(data.screenshotUrl),
    productId: str(data.productId) || null,
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
  };
}

async function authorBlock(user: DecodedIdToken) {
  const profile = (await getFirestore().collection('users').doc(user.uid).get()).data();
  return feedbackAuthor(profile, user);
}

async function assertProduct(productId: string | undefined): Promise<void> {
  if (!productId) return;
  const product = await getFirestore().collection('products').doc(productId).get();
  if (!product.exists) throw new HttpError(400, 'productId: no such product');
}

function assertSelf(user: DecodedIdToken, userId: string | undefined): void {
  if (userId !== undefined && userId !== '' && userId !== user.uid) throw new HttpError(403, 'You can only post feedback as yourself');
}

/** Public list, rating descending then newest first; `?limit` (default 50, at most 100) and `?cursor` (a feedback id). */
feedbackRouter.get(
  '/feedback/getAll',
  route(async (req, res) => {
    const limit = parseLimit(singleQueryValue(req, 'limit'), DEFAULT_FEEDBACK_LIMIT, MAX_FEEDBACK_LIMIT);
    const cursorId = singleQueryValue(req, 'cursor');
    let query: Query = feedbackCol().orderBy('rating', 'desc').orderBy('updatedAt', 'desc');
    if (cursorId) {
      if (!DOC_ID_REGEX.test(cursorId)) throw new HttpError(400, 'cursor: Invalid id');
      const cursor = await feedbackCol().doc(cursorId).get();
      if (!cursor.exists) throw new HttpError(400, 'cursor: no such feedback');
      query = query.startAfter(cursor);
    }
    const { page, nextCursor } = await pageOf(query, limit);
    res.json({ success: true, feedback: page.map((doc) => toApiFeedback(doc.id, doc.data())), nextCursor });
  }),
);

feedbackRouter.post(
  '/feedback/add',
  requireAuth,
  route(async (req, res) => {
    const user = authedUser(req);
    const body = parseWith(addSchema, req.body ?? {});
    assertSelf(user, body.userId);
    await assertProduct(body.productId || undefined);
    const ref = feedbackCol().doc(feedbackDocId(user.uid, body.productId));
    const about = body.productId ? 'this design' : 'the shop';
    await ref.create({
      userId: user.uid,
      ...(await authorBlock(user)),
      rating: body.rating,
      comments: body.comments,
      screenshotUrl: body.screenshotUrl ?? '',
      ...(body.productId ? { productId: body.productId } : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    }).catch((error: unknown) => {
      // 6 = ALREADY_EXISTS
      if ((error as { code?: unknown }).code !== 6) throw error;
      throw new HttpError(409, `You have already reviewed ${about}. Change your review with POST /api/v1/feedback/update.`, {
        feedbackId: ref.id,
      });
    });
    const saved = await ref.get();
    res.status(201).json({ success: true, message: 'Feedback submitted!', feedback: toApiFeedback(ref.id, saved.data() ?? {}) });
  }),
);

feedbackRouter.post(
  '/feedback/update',
  requireAuth,
  route(async (req, res) => {
    const user = authedUser(req);
    const body = parseWith(updateSchema, req.body ?? {});
    assertSelf(user, body.userId);
    const author = await authorBlock(user);
    const ref = feedbackCol().doc(body.feedbackId);
    await getFirestore().runTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (!current.exists) throw new HttpError(404, 'Feedback not found');
      if (current.get('userId') !== user.uid) throw new HttpError(403, 'You can only change your own feedback');
      if (body.productId !== undefined && body.productId !== str(current.get('productId'))) {
        throw new HttpError(400, 'productId: a review stays with its design; write a new review for another design');
      }
      tx.update(ref, {
        ...author,
        rating: body.rating,
        comments: body.comments,
        screenshotUrl: body.screenshotUrl ?? '',
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    const saved = await ref.get();
    res.json({ success: true, message: 'Feedback updated!', feedback: toApiFeedback(ref.id, saved.data() ?? {}) });
  }),
);

feedbackRouter.delete(
  '/feedback/delete',
  requireAuth,
  route(async (req, res) => {
    const user = authedUser(req);
    const fromBody = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>).feedbackId : undefined;
    const { feedbackId } = parseWith(deleteSchema, { feedbackId: fromBody ?? singleQueryValue(req, 'feedbackId') });
    const ref = feedbackCol().doc(feedbackId);
    await getFirestore().runTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (!current.exists) throw new HttpError(404, 'Feedback not found');
      if (current.get('userId') !== user.uid && !isAdminToken(user)) throw new HttpError(403, 'You can only delete your own feedback');
      tx.delete(ref);
    });
    res.json({ success: true, message: 'Feedback deleted' });
  }),
);
