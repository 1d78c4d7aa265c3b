/**
 * `npm run dev`: emulators + seed + functions rebuild on change + Vite dev
 * server connected to the emulators. Prints the URLs, demo logins and where
 * the emulators' logs are (.emulators/logs/). Ctrl+C returns once every
 * emulator has stopped, so the ports are free for the next start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  assertPortsFree,
  EMULATOR_PORTS,
  ensureFunctionsBuilt,
  firebaseBin,
  FUNCTIONS_BASE_URL,
  logPaths,
  planStack,
  PROJECT_ID,
  ROOT,
  stackEnv,
  StackError,
  waitForStack,
} from './lib/emulator-stack.ts';

const SHOP_URL = 'http://127.0.0.1:5173';
/** Longest wait for the stack to stop before its processes are killed. */
const STOP_TIMEOUT_MS = 60_000;
const LOGS = logPaths();
const children: ChildProcess[] = [];
const groupLeaders = new Set<ChildProcess>();

interface RunOptions {
  /** Output to this file instead of the terminal. */
  log?: string;
  cwd?: string;
  /** Own process group: the terminal's Ctrl+C does not reach it, shutdown() signals it once. */
  detached?: boolean;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, options: RunOptions = {}): ChildProcess {
  const out = options.log ? openSync(options.log, 'w') : 'inherit';
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env,
    stdio: [options.log ? 'ignore' : 'inherit', out, out],
    detached: options.detached ?? false,
  });
  children.push(child);
  if (options.detached) groupLeaders.add(child);
  return child;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess) => (running(child) ? new Promise<void>((r) => child.once('exit', () => r())) : Promise.resolve());

let stopping = false;

/** Stops every child (the emulators with one SIGINT, which they answer with a clean shutdown) and waits for them. */
async function shutdown(code: number): Promise<never> {
  if (stopping) {
    console.log('[dev] Still stopping the emulators (they exit on their own; this returns when they have)...');
    return new Promise<never>(() => undefined);
  }
  stopping = true;
  if (children.some(running)) console.log('[dev] Stopping: waiting for the emulators to shut down...');
  for (const child of children) if (running(child)) child.kill('SIGINT');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([Promise.all(children.map(exited)), timer])) === 'timeout') {
    console.error(`[dev] The emulators did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing them.`);
    for (const child of children) {
      if (!running(child) || !child.pid) continue;
      // A detached child leads its own process group: kill the group (the emulators' JVMs with it).
      if (groupLeaders.has(child)) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    }
  }
  process.exit(code);
}

const shown = (file: string) => relative(process.cwd(), file) || file;

async function main(): Promise<void> {
  const plan = planStack();
  for (const note of plan.notes) console.log(`[dev] ${note}`);
  await assertPortsFree(plan.only);
  ensureFunctionsBuilt();

  mkdirSync(LOGS.dir, { recursive: true });
  // Run in the log folder so firebase-tools writes its debug logs there too;
  // --config keeps the project (rules, functions) at the repository root.
  const emulators = run(
    firebaseBin(),
    ['--config', join(ROOT, 'firebase.json'), 'emulators:start', '--only', plan.only.join(','), '--project', PROJECT_ID],
    plan.env,
    { log: LOGS.emulators, cwd: LOGS.dir, detached: true },
  );
  let emulatorsAlive = true;
  emulators.on('exit', (code) => {
    emulatorsAlive = false;
    if (stopping) return;
    console.error(`[dev] The emulators stopped (exit ${code}); their log: ${shown(LOGS.emulators)}`);
    void shutdown(1);
  });
  console.log(`[dev] Starting the emulators (log: ${shown(LOGS.emulators)})...`);
  await waitForStack(plan.only, 120_000, () => emulatorsAlive).catch((error: unknown) => {
    throw new StackError(`${error instanceof Error ? error.message : String(error)} Their log: ${shown(LOGS.emulators)}`);
  });

  const env = stackEnv(plan);
  Object.assign(process.env, env);
  const { seedShop } = await import('./seed/index.ts');
  const { DEMO_ACCOUNTS } = await import('./seed/accounts.ts');
  const { DEMO_TAILOR } = await import('./seed/workshop.ts');
  console.log('[dev] Seeding the shop...');
  await seedShop({ log: (line) => console.log(`[seed] ${line}`) });

  run('npm', ['run', 'watch', '-w', 'functions'], env, { log: LOGS.functionsBuild });
  run('npm', ['run', 'dev', '-w', 'web'], env);

  const storageLine = plan.storageAvailable
    ? `Storage        http://127.0.0.1:${EMULATOR_PORTS.storage}`
    : 'Storage        unavailable offline: uploads are disabled';
  console.log(`
  Shop           ${SHOP_URL}
  API            ${SHOP_URL}/api/v1/health  (functions: ${FUNCTIONS_BASE_URL})
  Auth emulator  http://127.0.0.1:${EMULATOR_PORTS.auth}
  Firestore      http://127.0.0.1:${EMULATOR_PORTS.firestore}
  ${storageLine}

  Logs (${shown(LOGS.dir)}/)
    emulators and functions   ${shown(LOGS.emulators)}
    Firestore emulator        ${shown(LOGS.firestoreDebug)}
    firebase-tools debug      ${shown(LOGS.firebaseDebug)}
    functions rebuild         ${shown(LOGS.functionsBuild)}

  Demo logins
    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}
    tailor    ${DEMO_TAILOR.email} / ${DEMO_TAILOR.password}

  Press Ctrl+C to stop.
`);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch((error: unknown) => {
  console.error(`[dev] ${error instanceof StackError ? error.message : String(error)}`);
  void shutdown(1);
});
