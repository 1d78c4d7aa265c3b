/**
 * Runs the Firebase emulator stack offline.
 *   tsx scripts/emulators.ts start          – start and keep running
 *   tsx scripts/emulators.ts exec "<cmd>"   – start, run cmd, stop (exit code of cmd)
 *
 * `exec` beside a running `npm run dev` reuses that stack instead of starting
 * a second one (the ports are the same, and two stacks would need two JVMs):
 * the command runs against it, and the shop is seeded again afterwards,
 * because the tests clear and rewrite its data.
 *
 * When `exec` starts its own stack, the emulators' own lines (a few per
 * function run, thousands in a test run) go to .emulators/logs/exec.log, so
 * the terminal shows the command's output and ends with its summary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, writeSync } from 'node:fs';
import { relative } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import {
  assertPortsFree,
  canReuse,
  ensureFunctionsBuilt,
  firebaseBin,
  logPaths,
  planStack,
  PROJECT_ID,
  ROOT,
  runningStack,
  stackEnv,
  StackError,
} from './lib/emulator-stack.ts';
import { signalGroup } from './lib/process-group.ts';

/** The child's exit code, once its output has been read to the end (or 5 s after it exits, should a grandchild hold the pipe). */
function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolveCode) => {
    child.on('exit', (code, signal) => {
      const exitCode = code ?? (signal ? 1 : 0);
      child.on('close', () => resolveCode(exitCode));
      setTimeout(() => resolveCode(exitCode), 5_000).unref();
    });
  });
}

/**
 * firebase-tools' own lines: its log prefixes (info, success, warning, error,
 * a function's console) and the table it draws when the stack is ready. The
 * command shares firebase-tools' output, so its lines are told apart this way.
 * Warnings and errors are shown as well as logged: they say why a stack did not start.
 */
const EMULATOR_LINE = /^(?:[i✔⚠!>] {2}|[┌│├└])/u;
const EMULATOR_ALERT = /^[⚠!] {2}/u;

/** Copies `from` line by line: the emulators' lines to the file `logFd`, the rest (and their alerts) to `to`. */
function splitLines(from: Readable, to: Writable, logFd: number): void {
  const lines = createInterface({ input: from, crlfDelay: Infinity });
  lines.on('line', (line) => {
    const emulators = EMULATOR_LINE.test(line);
    // Written at once, so nothing is lost when this script exits with the command's code.
    if (emulators) writeSync(logFd, `${line}\n`);
    if (!emulators || EMULATOR_ALERT.test(line)) to.write(`${line}\n`);
  });
}

async function execOnRunningStack(command: string, env: NodeJS.ProcessEnv): Promise<number> {
  console.log('[emulators] Using the emulator stack already running (npm run dev) for this command.');
  const code = await exitCodeOf(spawn(command, { cwd: ROOT, env, stdio: 'inherit', shell: true }));
  console.log('[emulators] Seeding the shop again for the running session...');
  Object.assign(process.env, env);
  const { seedShop } = await import('./seed/index.ts');
  await seedShop({ log: () => undefined });
  return code;
}

async function main(): Promise<number> {
  const [mode, command] = process.argv.slice(2);
  if (mode !== 'start' && !(mode === 'exec' && command)) {
    console.error('usage: tsx scripts/emulators.ts start | exec "<command>"');
    return 2;
  }
  const plan = planStack();
  for (const note of plan.notes) console.log(`[emulators] ${note}`);
  if (mode === 'exec' && canReuse(await runningStack(), plan.only)) return execOnRunningStack(command, stackEnv(plan));
  await assertPortsFree(plan.only);
  ensureFunctionsBuilt();
  const args = [mode === 'exec' ? 'emulators:exec' : 'emulators:start', '--only', plan.only.join(','), '--project', PROJECT_ID];
  if (mode === 'exec') args.push(command);
  // Its own process group: a terminal's Ctrl-C reaches only this script, which
  // passes on one SIGINT (a second one makes firebase-tools skip its clean
  // shutdown) to the whole group, as a terminal would, and returns when the
  // emulators have stopped. The group holds the command `exec` runs:
  // firebase-tools does not stop it on its own.
  // EMULATORS_EXEC_LOG: a second stack's run (scripts/test-emulators.ts) keeps its lines apart.
  const execLog = mode === 'exec' ? (process.env.EMULATORS_EXEC_LOG ?? logPaths().exec) : null;
  const output = execLog ? 'pipe' : 'inherit';
  const child = spawn(firebaseBin(), args, { cwd: ROOT, env: plan.env, stdio: ['ignore', output, output], detached: true });
  if (execLog && child.stdout && child.stderr) {
    mkdirSync(logPaths().dir, { recursive: true });
    const logFd = openSync(execLog, 'w');
    console.log(`[emulators] The emulators' own output: ${relative(process.cwd(), execLog)}`);
    splitLines(child.stdout, process.stdout, logFd);
    splitLines(child.stderr, process.stderr, logFd);
  }
  let signalled = false;
  const stop = () => {
    if (signalled) return;
    signalled = true;
    signalGroup(child.pid, 'SIGINT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return exitCodeOf(child);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[emulators] ${error instanceof StackError ? error.message : String(error)}`);
    process.exit(1);
  },
);
