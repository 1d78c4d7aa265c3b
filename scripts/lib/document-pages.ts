import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Every document of a collection, in pages of `size` by document id, so a
 * backfill over a large catalogue holds one page in memory at a time.
 */
export async function* documentPages(db: Firestore, collection: string, size: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(size);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    if (snap.empty) return;
    yield snap.docs;
    after = snap.docs[snap.docs.length - 1];
    if (snap.size < size) return;
  }
}
