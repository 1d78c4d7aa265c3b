import { describe, expect, it } from 'vitest';
import { javaMajorVersion, missingPrerequisites, missingReport, type Machine } from './prerequisites';
import { installDecision } from '../ensure-install.mjs';

const ready: Machine = {
  platform: 'linux',
  chromiumEnv: undefined,
  chromiumRuns: true,
  javaMajor: 17,
  firestoreEmulator: '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
};

describe('installDecision (the pre step of dev and test)', () => {
  it('installs when node_modules is missing', () => {
    expect(installDecision({ lockfileMtimeMs: 1000, installedMtimeMs: null })).toEqual({ install: true, reason: 'node_modules is missing' });
  });
  it('installs when package-lock.json changed after the last install', () => {
    expect(installDecision({ lockfileMtimeMs: 2000, installedMtimeMs: 1000 }).install).toBe(true);
  });
  it('skips right after an install (as .ci/run runs npm ci, then npm test)', () => {
    expect(installDecision({ lockfileMtimeMs: 1000, installedMtimeMs: 2000 }).install).toBe(false);
    expect(installDecision({ lockfileMtimeMs: 1000, installedMtimeMs: 1000 }).install).toBe(false);
  });
  it('leaves an install alone when there is no lockfile to install from', () => {
    expect(installDecision({ lockfileMtimeMs: null, installedMtimeMs: 1000 }).install).toBe(false);
  });
});

describe('javaMajorVersion', () => {
  it('reads the major version of current and old version strings', () => {
    expect(javaMajorVersion('openjdk version "17.0.9" 2023-10-17\nOpenJDK Runtime Environment')).toBe(17);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('no version here')).toBeNull();
  });
});

describe('missingPrerequisites', () => {
  it('finds nothing missing on a ready machine', () => {
    expect(missingPrerequisites(ready, 'test')).toEqual([]);
    expect(missingReport([])).toBe('');
  });

  it('names Chromium with the apt command, for the tests only', () => {
    const machine = { ...ready, chromiumRuns: false };
    const missing = missingPrerequisites(machine, 'test');
    expect(missing).toHaveLength(1);
    expect(missing[0]!.what).toContain('/usr/bin/chromium');
    expect(missing[0]!.fix).toContain('sudo apt-get install -y chromium');
    expect(missing[0]!.fix).toContain('CHROMIUM_PATH');
    expect(missingPrerequisites(machine, 'dev')).toEqual([]);
  });

  it('names a CHROMIUM_PATH that does not run, rather than the default', () => {
    const [missing] = missingPrerequisites({ ...ready, chromiumEnv: '/opt/chrome/nothing', chromiumRuns: false }, 'test');
    expect(missing!.what).toContain('CHROMIUM_PATH=/opt/chrome/nothing');
  });

  it('names missing or old Java, for dev and test alike', () => {
    for (const purpose of ['dev', 'test'] as const) {
      const [none] = missingPrerequisites({ ...ready, javaMajor: null }, purpose);
      expect(none!.what).toContain('`java` is not on the PATH');
      expect(none!.fix).toBe('sudo apt-get install -y openjdk-17-jre-headless');
      const [old] = missingPrerequisites({ ...ready, javaMajor: 8 }, purpose);
      expect(old!.what).toContain('Java 8');
    }
  });

  it('names a missing Firestore emulator with the command that downloads one', () => {
    const [missing] = missingPrerequisites({ ...ready, firestoreEmulator: null }, 'dev');
    expect(missing!.fix).toContain('npx firebase setup:emulators:firestore');
  });

  it('gives Homebrew commands on a Mac', () => {
    const missing = missingPrerequisites({ ...ready, platform: 'darwin', javaMajor: null, chromiumRuns: false }, 'test');
    expect(missing.map((m) => m.fix.split('   ')[0])).toEqual(['brew install openjdk@17', 'brew install --cask chromium']);
  });

  it('reports everything missing at once', () => {
    const report = missingReport(missingPrerequisites({ ...ready, javaMajor: null, chromiumRuns: false, firestoreEmulator: null }, 'test'));
    expect(report.split('\n').filter((l) => l.includes('install: '))).toHaveLength(3);
    expect(report).toMatch(/^This machine lacks/);
  });
});
