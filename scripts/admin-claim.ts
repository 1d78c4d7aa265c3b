/**
 * Grants or revokes the admin role (custom claim `role: "admin"`).
 *
 *   npm run admin:grant  -- <email> [--force]       (local emulators, project demo-tailor)
 *   npm run admin:revoke -- <email>
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run admin:grant -- <email> [--project <id>]
 *
 * Without GOOGLE_APPLICATION_CREDENTIALS it talks to the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST, default 127.0.0.1:9099).
 *
 * grant refuses an account whose e-mail is not verified (whoever registered
 * the owner's address first would become admin) unless --force is given.
 * Both actions also revoke the user's refresh tokens, so every session signs
 * in again with the new claims; the API's admin routes refuse older tokens at
 * once. revoke also records the time in adminRevocations/{uid}, which the
 * security rules compare with a token's auth_time, so they refuse an older
 * token at once too.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { connectAdmin, isUnreachable, runTool, takeProjectFlag, UsageError } from './lib/admin-target.ts';

interface ClaimArgs {
  action: 'grant' | 'revoke';
  email: string;
  project?: string;
  force: boolean;
}

const USAGE =
  'usage: tsx scripts/admin-claim.ts grant|revoke <email> [--project <id>] [--force]\n' +
  '   or: npm run admin:grant -- <email>   /   npm run admin:revoke -- <email>';

function parseArgs(argv: string[]): ClaimArgs {
  const rest = argv.filter((a) => a !== '--force');
  const force = rest.length < argv.length;
  const project = takeProjectFlag(rest, USAGE);
  const [action, email, ...extra] = rest;
  if (action !== 'grant' && action !== 'revoke') throw new UsageError(`First argument must be grant or revoke.\n${USAGE}`);
  if (!email || extra.length > 0) throw new UsageError(`Give exactly one e-mail address.\n${USAGE}`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address.\n${USAGE}`);
  return { action, email: email.trim().toLowerCase(), project, force };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const connected = connectAdmin(args.project, ['auth', 'firestore']);
  const target = connected.emulator ? `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (project ${connected.projectId})` : connected.description;

  const auth = getAuth();
  let user;
  try {
    user = await auth.getUserByEmail(args.email);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found') {
      console.error(`No account with the e-mail ${args.email} in ${target}. The user must sign up first.`);
      return 1;
    }
    if (connected.emulator && isUnreachable(error)) {
      console.error(`Could not reach ${target}. Start the emulators first (npm run dev), or set GOOGLE_APPLICATION_CREDENTIALS for a real project.`);
      return 1;
    }
    throw error;
  }

  const who = `${args.email} (uid ${user.uid})`;
  if (args.action === 'grant' && !user.emailVerified) {
    if (!args.force) {
      console.error(
        `${who} has not verified the e-mail address, so anyone could have registered it. ` +
          'Ask the owner to verify it (the shop sends the link after sign-up), or pass --force if you are sure the account is theirs.',
      );
      return 1;
    }
    console.warn(`Warning: ${who} has not verified the e-mail address; granting anyway (--force).`);
  }

  const claims = { ...(user.customClaims ?? {}) };
  const wasAdmin = claims.role === 'admin';
  if (args.action === 'grant') claims.role = 'admin';
  else delete claims.role;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  // Tokens issued before now carry the old claims: end those sessions.
  await auth.revokeRefreshTokens(user.uid);
  // Written after the claim is gone: every token still carrying the role was
  // signed in before this time, and the rules' isAdmin() refuses it.
  if (args.action === 'revoke') {
    await getFirestore().doc(`adminRevocations/${user.uid}`).set({ revokedAt: FieldValue.serverTimestamp() });
  }

  if (args.action === 'grant') {
    console.log(wasAdmin ? `${who} already had the admin role in ${target}; claim re-applied.` : `Granted the admin role to ${who} in ${target}.`);
  } else {
    console.log(wasAdmin ? `Revoked the admin role from ${who} in ${target}.` : `${who} did not have the admin role in ${target}; nothing to revoke.`);
  }
  console.log(
    args.action === 'revoke'
      ? "The user's sessions were ended: the API's admin routes and the security rules refuse their older tokens now."
      : "The user's sessions were ended: the change shows when they sign out and in again.",
  );
  return 0;
}

runTool('admin-claim', main);
