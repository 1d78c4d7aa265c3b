/**
 * A bench's view as the shop's admin sees it: an Auth emulator account with
 * the admin claim, signed in through the client SDK, and that client's
 * Firestore on the emulators, so the web app's own loaders count their reads.
 */
import { deleteApp, initializeApp as initClient } from 'firebase/app';
import { connectAuthEmulator, getAuth as clientAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore as clientFirestore, type Firestore } from 'firebase/firestore';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export async function adminClientFirestore(admin: App, projectId: string, name: string): Promise<{ db: Firestore; close: () => Promise<void> }> {
  const email = `${name}@bench.silaistudio.test`;
  const password = 'Bench#12345';
  const auth = getAuth(admin);
  const uid = await auth.getUserByEmail(email).then(
    (u) => u.uid,
    async () => (await auth.createUser({ email, password })).uid,
  );
  await auth.setCustomUserClaims(uid, { role: 'admin' });
  const client = initClient({ projectId, apiKey: 'demo-api-key' }, name);
  const cAuth = clientAuth(client);
  connectAuthEmulator(cAuth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(cAuth, email, password);
  const db = clientFirestore(client);
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return { db, close: () => deleteApp(client) };
}
