import { FieldPath, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Every document a query selects, in pages of `size` by document id (one page in memory at a time). */
async function* pagesOf(base: Query, size: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = base.orderBy(FieldPath.documentId()).limit(size);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    if (snap.empty) return;
    yield snap.docs;
    after = snap.docs[snap.docs.length - 1];
    if (snap.size < size) return;
  }
}

/**
 * Every document of a collection, in pages of `size` by document id, so a
 * backfill over a large catalogue holds one page in memory at a time.
 */
export function documentPages(db: Firestore, collection: string, size: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  return pagesOf(db.collection(collection), size);
}

/** Every document of a collection group (`payments` under every order), in pages by full path. */
export function groupPages(db: Firestore, group: string, size: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  return pagesOf(db.collectionGroup(group), size);
}
