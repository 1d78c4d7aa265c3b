import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedZip } from './zip';
import { canReuse, logPaths, ROOT, stackEnv } from './emulator-stack';

describe('launcher JAR', () => {
  it('is a valid ZIP whose manifest names the main class and class path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jar-'));
    const file = join(dir, 'launcher.jar');
    const manifest = 'Manifest-Version: 1.0\r\nMain-Class: a.B\r\nClass-Path: file:/x/y.jar\r\n\r\n';
    writeFileSync(file, storedZip({ 'META-INF/MANIFEST.MF': manifest }));
    const read = execFileSync('python3', [
      '-c',
      'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); z.testzip(); sys.stdout.write(z.read("META-INF/MANIFEST.MF").decode())',
      file,
    ]).toString();
    expect(read).toBe(manifest);
  });
});

describe('scripts/emulators.ts', () => {
  it('fails loudly, naming Java, when java is not on the PATH', () => {
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
    const result = spawnSync(process.execPath, [tsx, 'scripts/emulators.ts', 'exec', 'true'], {
      env: { ...process.env, PATH: '/nonexistent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Java not found/);
  });

  it('prints its usage and exits 2 without a mode', () => {
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
    const result = spawnSync(process.execPath, [tsx, 'scripts/emulators.ts'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/usage/);
  });
});

describe('the stack a command uses', () => {
  const only = ['auth', 'firestore', 'functions'];
  const hub = (entries: Record<string, number>) =>
    Object.fromEntries(Object.entries(entries).map(([name, port]) => [name, { host: '127.0.0.1', port }]));

  it('reuses a running stack that lists every emulator needed on this project ports', () => {
    expect(canReuse(hub({ auth: 9099, firestore: 8080, functions: 5001, hub: 4400 }), only)).toBe(true);
  });

  it('starts its own when none runs, one is missing, or the ports are another stack', () => {
    expect(canReuse(null, only)).toBe(false);
    expect(canReuse(hub({ auth: 9099, firestore: 8080 }), only)).toBe(false);
    expect(canReuse(hub({ auth: 9099, firestore: 18080, functions: 5001 }), only)).toBe(false);
    expect(canReuse(hub({ auth: 9099, firestore: 8080, functions: 5001 }), [...only, 'storage'])).toBe(false);
  });

  it('gives a command the emulator addresses, Storage only when the stack runs it', () => {
    const env = stackEnv({ env: { GCLOUD_PROJECT: 'demo-tailor' }, storageAvailable: false });
    expect(env).toMatchObject({
      GCLOUD_PROJECT: 'demo-tailor',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_EMULATOR_HUB: '127.0.0.1:4400',
    });
    expect(env.FIREBASE_STORAGE_EMULATOR_HOST).toBeUndefined();
    expect(stackEnv({ env: {}, storageAvailable: true }).FIREBASE_STORAGE_EMULATOR_HOST).toBe('127.0.0.1:9199');
  });
});

describe('emulator logs', () => {
  it('are files in one folder under .emulators/, ignored by git', () => {
    const logs = logPaths();
    expect(logs.dir).toBe(join(ROOT, '.emulators', 'logs'));
    for (const file of [logs.emulators, logs.firebaseDebug, logs.firestoreDebug, logs.functionsBuild]) {
      expect(file.startsWith(logs.dir + '/')).toBe(true);
    }
    const ignored = spawnSync('git', ['check-ignore', '-q', logs.emulators], { cwd: ROOT });
    expect(ignored.status).toBe(0);
  });

  it("names firebase-tools' own debug log files, which it writes in its working folder", () => {
    expect(basename(logPaths('/x').firebaseDebug)).toBe('firebase-debug.log');
    expect(basename(logPaths('/x').firestoreDebug)).toBe('firestore-debug.log');
  });
});
