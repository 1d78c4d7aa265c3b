import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb, signInWithPassword, testUser } from './support/admin';
import { callApi } from './support/api';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID } from './support/emulators';
import { runScript } from './support/scripts';

const run = Date.now().toString(36);

const claimScript = (...args: string[]) => runScript('scripts/admin-claim.ts', ...args);

/** HTTP status of reading an admin-only document under the security rules with `idToken`. */
async function rulesReadStatus(idToken: string): Promise<number> {
  const url = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents/stats/orders`;
  return (await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } })).status;
}

describe('scripts/admin-claim.ts (against the emulators)', () => {
  it('grants and revokes the admin claim, keeping other claims', async () => {
    const user = await testUser(`claim-${run}@example.test`, { tier: 'gold' });
    await adminAuth().updateUser(user.uid, { emailVerified: true });

    const granted = claimScript('grant', user.email);
    expect(granted.err).toBe('');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(`Granted the admin role to ${user.email}`);
    expect(granted.out).toMatch(/sign(s)? out and in/);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ tier: 'gold', role: 'admin' });

    const revoked = claimScript('revoke', user.email.toUpperCase());
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('Revoked the admin role');
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ tier: 'gold' });

    const again = claimScript('revoke', user.email);
    expect(again.code).toBe(0);
    expect(again.out).toContain('nothing to revoke');
  });

  it('refuses to grant an unverified e-mail unless --force, with a warning', async () => {
    const user = await testUser(`claim-unverified-${run}@example.test`);
    const refused = claimScript('grant', user.email);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('has not verified the e-mail address');
    expect(refused.err).toContain('--force');
    expect((await adminAuth().getUser(user.uid)).customClaims?.role).toBeUndefined();

    const forced = claimScript('grant', user.email, '--force');
    expect(forced.code).toBe(0);
    expect(forced.err).toContain('Warning');
    expect((await adminAuth().getUser(user.uid)).customClaims?.role).toBe('admin');
    // Revoking needs no verified address.
    expect(claimScript('revoke', user.email).code).toBe(0);
  });

  it('revokes the refresh tokens and records the time, so the API and the rules refuse the demoted admin at once', async () => {
    const user = await testUser(`claim-demoted-${run}@example.test`, { role: 'admin' });
    const before = await callApi<{ success: boolean; code?: string }>('GET', '/admin/get_product', { token: user.idToken, query: { limit: '1' } });
    expect(before.status).toBe(200);
    expect(await rulesReadStatus(user.idToken)).not.toBe(403);
    // Revocation has one-second precision: the token must be older than it.
    await new Promise((r) => setTimeout(r, 1100));

    const revoked = claimScript('revoke', user.email);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('security rules refuse their older tokens now');
    const revocation = await adminDb().doc(`adminRevocations/${user.uid}`).get();
    expect(revocation.get('revokedAt').toMillis()).toBeGreaterThan(Date.now() - 10_000);

    // The old token still carries role: admin; the rules compare its auth_time with the revocation.
    expect(await rulesReadStatus(user.idToken)).toBe(403);
    const record = await adminAuth().getUser(user.uid);
    expect(Date.parse(record.tokensValidAfterTime!)).toBeGreaterThan(Date.now() - 10_000);

    // The old token still carries role: admin, but the admin route checks revocation.
    const after = await callApi<{ success: boolean; code?: string; message: string }>('GET', '/admin/get_product', { token: user.idToken, query: { limit: '1' } });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, code: 'session-revoked' });

    // Signed in again, the fresh token has no admin claim: 403 with the code the app reacts to.
    const fresh = await signInWithPassword(user.email, user.password);
    const denied = await callApi<{ success: boolean; code?: string }>('GET', '/admin/get_product', { token: fresh, query: { limit: '1' } });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ success: false, code: 'admin-required' });

    // Granted again, a sign-in after the revocation is the admin under the rules.
    await new Promise((r) => setTimeout(r, 1100));
    expect(claimScript('grant', user.email, '--force').code).toBe(0);
    const regranted = await signInWithPassword(user.email, user.password);
    expect(await rulesReadStatus(regranted)).not.toBe(403);
  });

  it('fails clearly for an unknown e-mail and for bad arguments', () => {
    const unknown = claimScript('grant', `nobody-${run}@example.test`);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(`No account with the e-mail nobody-${run}@example.test`);

    const noEmail = claimScript('grant');
    expect(noEmail.code).toBe(2);
    expect(noEmail.err).toContain('usage:');

    const badAction = claimScript('promote', 'a@example.test');
    expect(badAction.code).toBe(2);
    expect(badAction.err).toContain('grant or revoke');
  });
});
