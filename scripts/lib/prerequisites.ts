/**
 * What `npm test` and `npm run dev` need from the machine beyond Node: Java
 * and a Firestore emulator for the emulators, Chromium for the browser
 * journeys. Checked up front (scripts/check-prerequisites.ts), so a missing
 * piece stops the command at once with the command that installs it, instead
 * of minutes later as a launch error in the middle of the suite.
 */
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/** firebase-tools 13 starts the Firestore emulator with Java 11 or newer. */
export const MIN_JAVA = 11;

export type Purpose = 'dev' | 'test';

/** What was found on the machine (probeMachine), kept apart from the decisions so they can be tested. */
export interface Machine {
  platform: NodeJS.Platform;
  /** `CHROMIUM_PATH`, if set. */
  chromiumEnv: string | undefined;
  /** Whether the Chromium in use (CHROMIUM_PATH, else the default) is an executable file. */
  chromiumRuns: boolean;
  /** Java's major version; null when `java` is not on the PATH. */
  javaMajor: number | null;
  /** The Cloud SDK's Firestore emulator JAR, or the one firebase-tools downloaded. */
  firestoreEmulator: string | null;
}

export interface Missing {
  what: string;
  /** The command (or step) that installs it. */
  fix: string;
}

/** The major version in `java -version`'s output: `"17.0.9"` → 17, the old `"1.8.0_392"` → 8. */
export function javaMajorVersion(output: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function packageCommand(platform: NodeJS.Platform, debian: string, mac: string): string {
  return platform === 'darwin' ? mac : `sudo apt-get install -y ${debian}`;
}

/** What is missing for `purpose`, each with the command that installs it. Chromium only matters to the tests. */
export function missingPrerequisites(machine: Machine, purpose: Purpose): Missing[] {
  const missing: Missing[] = [];
  if (machine.javaMajor === null) {
    missing.push({
      what: `Java ${MIN_JAVA} or newer (the Firestore emulator is a Java program): \`java\` is not on the PATH`,
      fix: packageCommand(machine.platform, 'openjdk-17-jre-headless', 'brew install openjdk@17'),
    });
  } else if (machine.javaMajor < MIN_JAVA) {
    missing.push({
      what: `Java ${MIN_JAVA} or newer: the PATH has Java ${machine.javaMajor}`,
      fix: packageCommand(machine.platform, 'openjdk-17-jre-headless', 'brew install openjdk@17'),
    });
  }
  if (!machine.firestoreEmulator) {
    missing.push({
      what: "the Firestore emulator: neither the Cloud SDK's nor one downloaded by firebase-tools",
      fix: 'npx firebase setup:emulators:firestore   (downloads it; needs internet)',
    });
  }
  if (purpose === 'test' && !machine.chromiumRuns) {
    missing.push(
      machine.chromiumEnv
        ? { what: `Chromium: CHROMIUM_PATH=${machine.chromiumEnv} is not an executable file`, fix: 'point CHROMIUM_PATH at a Chromium or Chrome binary' }
        : {
            what: `Chromium for the browser tests, at ${DEFAULT_CHROMIUM}`,
            fix: `${packageCommand(machine.platform, 'chromium', 'brew install --cask chromium')}   (or set CHROMIUM_PATH to a Chromium or Chrome binary)`,
          },
    );
  }
  return missing;
}

/** The message that stops the command; empty when nothing is missing. */
export function missingReport(missing: readonly Missing[]): string {
  if (missing.length === 0) return '';
  const lines = missing.flatMap((m) => [`  - ${m.what}`, `      install: ${m.fix}`]);
  return ['This machine lacks what the command needs:', ...lines, 'Install it and run the command again.'].join('\n');
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** firebase-tools keeps the emulators it downloads here. */
function downloadedFirestoreEmulator(): string | null {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return null;
  const jar = readdirSync(cache).find((f) => f.startsWith('cloud-firestore-emulator') && f.endsWith('.jar'));
  return jar ? join(cache, jar) : null;
}

/** Looks at this machine. `sdkFirestoreJar` finds the Cloud SDK's emulator (emulator-stack.ts, which the emulators use). */
export function probeMachine(sdkFirestoreJar: () => string | null): Machine {
  const chromiumEnv = process.env.CHROMIUM_PATH || undefined;
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  let firestoreEmulator: string | null;
  try {
    firestoreEmulator = sdkFirestoreJar() ?? downloadedFirestoreEmulator();
  } catch {
    // CLOUD_FIRESTORE_EMULATOR_JAR names a missing file.
    firestoreEmulator = null;
  }
  return {
    platform: process.platform,
    chromiumEnv,
    chromiumRuns: isExecutable(chromiumEnv ?? DEFAULT_CHROMIUM),
    javaMajor: java.error || java.status !== 0 ? null : javaMajorVersion(`${java.stderr}${java.stdout}`),
    firestoreEmulator,
  };
}
