import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedZip } from './zip';

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
