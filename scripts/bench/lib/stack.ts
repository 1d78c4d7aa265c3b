/**
 * Uses an emulator stack that is already running (npm run dev, npm run emulators),
 * or starts one for the bench and stops it afterwards. The emulators' own output
 * goes to a log file so the bench's table stays readable.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import {
  assertPortsFree,
  EMULATOR_PORTS,
  ensureFunctionsBuilt,
  firebaseBin,
  planStack,
  PROJECT_ID,
  ROOT,
  waitForStack,
} from '../../lib/emulator-stack.ts';

const DEFAULT_EMULATORS = ['auth', 'firestore', 'functions'];

export interface Stack {
  startedHere: boolean;
  /** FUNCTIONS_EMULATOR_PARALLEL of the stack, when this process started it. */
  functionsParallel: string | null;
  stop(): Promise<void>;
}

async function listedEmulators(): Promise<string[]> {
  try {
    const res = await fetch(`http://127.0.0.1:${EMULATOR_PORTS.hub}/emulators`);
    return res.ok ? Object.keys((await res.json()) as Record<string, unknown>) : [];
  } catch {
    return [];
  }
}

/** firebase-admin reads these when it first connects. */
function pointAdminSdkAtEmulators(): void {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${EMULATOR_PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${EMULATOR_PORTS.auth}`;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
}

/** `emulators`: the ones the bench needs (a page bench can leave out functions and their trigger backlog). */
export async function ensureStack(logFile: string, log: (line: string) => void, emulators = DEFAULT_EMULATORS): Promise<Stack> {
  const listed = await listedEmulators();
  if (emulators.every((name) => listed.includes(name))) {
    pointAdminSdkAtEmulators();
    log('using the emulator stack that is already running');
    return { startedHere: false, functionsParallel: null, stop: async () => {} };
  }

  const plan = planStack();
  const only = plan.only.filter((name) => emulators.includes(name));
  await assertPortsFree(only);
  if (only.includes('functions')) ensureFunctionsBuilt();
  log(`starting the emulators (${only.join(', ')}); their output goes to ${logFile}`);
  const out = createWriteStream(logFile);
  // Its own process group: a Ctrl+C in the terminal then reaches only this process, which
  // passes on exactly one SIGINT; a second one makes firebase-tools quit at once and leave
  // the Java Firestore emulator and the function workers running.
  const child = spawn(firebaseBin(), ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID], {
    cwd: ROOT,
    env: plan.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let alive = true;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      alive = false;
      resolve();
    }),
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (!alive) return;
      // SIGINT is firebase-tools' clean shutdown, which stops its emulators too.
      child.kill('SIGINT');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    })());
  // A repeated signal (terminal and tsx both pass one on) just waits for the same stop.
  const onSignal = () => void stop().then(() => process.exit(130));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    await waitForStack(only, 120_000, () => alive);
  } catch (error) {
    await stop();
    throw error;
  }
  pointAdminSdkAtEmulators();
  return { startedHere: true, functionsParallel: plan.env.FUNCTIONS_EMULATOR_PARALLEL ?? null, stop };
}
