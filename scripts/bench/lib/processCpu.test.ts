import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { descendants, kindOf, parseProcessStat, sampleTreeCpu } from './processCpu';

describe('parseProcessStat', () => {
  it('reads the parent, the CPU ticks and the start after the command, whatever the command holds', () => {
    const stat = '4242 (node) worker (1)) S 4200 4200 4200 0 -1 4194560 900 0 0 0 350 25 0 0 20 0 11 0 987654 1000000 5000';
    expect(parseProcessStat(stat)).toEqual({ ppid: 4200, ticks: 375, start: 987654 });
  });
});

describe('kindOf', () => {
  it('names the test stack’s processes from their command lines', () => {
    expect(kindOf('/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old')).toBe('browser');
    expect(kindOf('/bin/sh -e /usr/bin/chromium-headless-shell --disable-gpu')).toBe('browser');
    expect(kindOf('java -Dgoogle.cloud_firestore.debug_log_level=FINE -jar /x/.emulators/cloud-firestore-launcher.jar')).toBe('Firestore emulator (JVM)');
    expect(kindOf('/usr/bin/node /x/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime')).toBe('functions');
    expect(kindOf('node /x/node_modules/.bin/firebase emulators:exec --only auth,firestore,functions tsx scripts/test-emulators.ts')).toBe(
      'Auth emulator and firebase-tools',
    );
    expect(kindOf('node /x/node_modules/.bin/vitest run --project e2e')).toBe('test files (vitest)');
    expect(kindOf('/usr/bin/node --require /x/node_modules/vitest/suppress-warnings.cjs --conditions node')).toBe('test files (vitest)');
    expect(kindOf('node /x/node_modules/.bin/vite preview --mode emulator --outDir dist-emulator')).toBe('web server and builds');
    expect(kindOf('node /x/node_modules/.bin/tsx scripts/test-emulators.ts')).toBe('scripts (tsx, npm, sh)');
  });
});

describe('descendants', () => {
  it('finds children and their children, and nothing beside or above the root', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect([...descendants(parents, 10)].sort()).toEqual([11, 12, 13]);
    expect(descendants(parents, 12).size).toBe(0);
  });
});

describe('sampleTreeCpu', () => {
  it('counts the CPU of a process below the root, by its kind', async () => {
    // A child that takes half a second of CPU, says so, and stays until killed.
    const spin =
      'for (let x = 0; process.cpuUsage().user < 5e5; ) for (let i = 0; i < 1e6; i++) x += i; console.log("done"); setTimeout(() => {}, 60_000);';
    const child = spawn(process.execPath, ['-e', spin], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const sampler = sampleTreeCpu(process.pid, 100);
      await new Promise((resolve) => child.stdout.once('data', resolve));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const seconds = sampler.stop()['scripts (tsx, npm, sh)'];
      // Its CPU up to now, less what the ticks' truncation loses; not this test's own.
      expect(seconds).toBeGreaterThanOrEqual(0.49);
      expect(seconds).toBeLessThan(2);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
