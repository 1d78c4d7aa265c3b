import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminAuth, testUser } from './support/admin';

const ROOT = resolve(import.meta.dirname, '..');
const run = Date.now().toString(36);

function claimScript(...args: string[]) {
  const env = { ...process.env };
  delete env.GOOGLE_APPLICATION_CREDENTIALS;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-claim.ts', ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('scripts/admin-claim.ts (against the emulators)', () => {
  it('grants and revokes the admin claim, keeping other claims', async () => {
    const user = await testUser(`claim-${run}@example.test`, { tier: 'gold' });

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
