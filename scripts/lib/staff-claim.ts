/**
 * Grants or revokes a staff role: the custom claim `role: "admin"` or
 * `role: "tailor"` (one role per account), and the staff list
 * `staff/{uid}` (name, e-mail, role) the admin chooses tailors from.
 *
 * grant refuses an account whose e-mail is not verified (whoever registered
 * the address first would get the role) unless --force is given, and an
 * account that holds the other role (revoke that first). Both actions also
 * revoke the user's refresh tokens, so every session signs in again with the
 * new claims; the API's admin routes refuse older tokens at once. revoke also
 * records the time in adminRevocations/{uid} (admin) or staffRevocations/{uid}
 * (tailor), which the security rules compare with a token's auth_time, so they
 * refuse an older token at once too.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { STAFF_ROLES, type StaffRole } from '@tailor/domain/staffRoles';
import { connectAdmin, isUnreachable, takeProjectFlag, UsageError } from './admin-target.ts';

interface ClaimArgs {
  action: 'grant' | 'revoke';
  email: string;
  role: StaffRole;
  project?: string;
  force: boolean;
}

const REVOCATIONS: Record<StaffRole, string> = { admin: 'adminRevocations', tailor: 'staffRevocations' };

function usage(fixedRole?: StaffRole): string {
  return fixedRole
    ? 'usage: tsx scripts/admin-claim.ts grant|revoke <email> [--project <id>] [--force]\n' +
        '   or: npm run admin:grant -- <email>   /   npm run admin:revoke -- <email>'
    : 'usage: tsx scripts/staff-claim.ts grant|revoke <email> <admin|tailor> [--project <id>] [--force]\n' +
        '   or: npm run staff:grant -- <email> tailor   /   npm run staff:revoke -- <email> tailor';
}

function parseArgs(argv: string[], fixedRole?: StaffRole): ClaimArgs {
  const USAGE = usage(fixedRole);
  const rest = argv.filter((a) => a !== '--force');
  const force = rest.length < argv.length;
  const project = takeProjectFlag(rest, USAGE);
  const [action, email, ...more] = rest;
  if (action !== 'grant' && action !== 'revoke') throw new UsageError(`First argument must be grant or revoke.\n${USAGE}`);
  const roleArg = fixedRole ? undefined : more.shift();
  if (!email || more.length > 0) throw new UsageError(`Give exactly one e-mail address${fixedRole ? '' : ' and one role'}.\n${USAGE}`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address.\n${USAGE}`);
  const role = fixedRole ?? roleArg;
  if (!(STAFF_ROLES as readonly unknown[]).includes(role)) throw new UsageError(`The role must be admin or tailor${roleArg ? `, not "${roleArg}"` : ''}.\n${USAGE}`);
  return { action, email: email.trim().toLowerCase(), role: role as StaffRole, project, force };
}

/** The tool's body: exit code 0 done, 1 refused; UsageError for bad arguments. */
export async function runStaffClaim(argv: string[], fixedRole?: StaffRole): Promise<number> {
  const args = parseArgs(argv, fixedRole);
  const { role } = args;
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
  const claims = { ...(user.customClaims ?? {}) };
  const held = claims.role;
  if (args.action === 'grant') {
    if (typeof held === 'string' && held !== role && (STAFF_ROLES as readonly string[]).includes(held)) {
      console.error(`${who} has the ${held} role; an account holds one role. Revoke it first (npm run staff:revoke -- ${args.email} ${held}).`);
      return 1;
    }
    if (!user.emailVerified) {
      if (!args.force) {
        console.error(
          `${who} has not verified the e-mail address, so anyone could have registered it. ` +
            'Ask them to verify it (the shop sends the link after sign-up), or pass --force if you are sure the account is theirs.',
        );
        return 1;
      }
      console.warn(`Warning: ${who} has not verified the e-mail address; granting anyway (--force).`);
    }
  }

  const had = held === role;
  if (args.action === 'grant') claims.role = role;
  else if (had) delete claims.role;
  const db = getFirestore();
  if (args.action === 'grant' || had) {
    await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
    // Tokens issued before now carry the old claims: end those sessions.
    await auth.revokeRefreshTokens(user.uid);
  }
  if (args.action === 'grant') {
    const profile = await db.doc(`users/${user.uid}`).get();
    const name = (profile.get('name') as string | undefined) || user.displayName || args.email.split('@')[0]!;
    await db.doc(`staff/${user.uid}`).set({ uid: user.uid, email: args.email, name, role, grantedAt: FieldValue.serverTimestamp() });
  } else {
    // Written after the claim is gone: every token still carrying the role was
    // signed in before this time, and the rules refuse it.
    await db.doc(`${REVOCATIONS[role]}/${user.uid}`).set({ revokedAt: FieldValue.serverTimestamp() });
    const listed = await db.doc(`staff/${user.uid}`).get();
    if (listed.exists && listed.get('role') === role) await listed.ref.delete();
  }

  if (args.action === 'grant') {
    console.log(had ? `${who} already had the ${role} role in ${target}; claim re-applied.` : `Granted the ${role} role to ${who} in ${target}.`);
  } else {
    console.log(had ? `Revoked the ${role} role from ${who} in ${target}.` : `${who} did not have the ${role} role in ${target}; nothing to revoke.`);
  }
  console.log(
    args.action === 'revoke'
      ? `The user's sessions were ended: ${role === 'admin' ? "the API's admin routes and " : ''}the security rules refuse their older tokens now.`
      : "The user's sessions were ended: the change shows when they sign out and in again.",
  );
  return 0;
}
