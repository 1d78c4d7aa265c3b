/**
 * `npm run test:emulators`: the security rules, the emulator suite, the
 * browser journeys and the drills, on one emulator stack, or on two side by
 * side when asked for.
 *
 * On one stack (the default) the run has two stages:
 * 1. the journeys, and beside them the rules files. Each rules file works
 *    under a project id of its own and calls no function, so nothing the
 *    journeys read or wait for is touched; the rules load the Firestore JVM
 *    while the journeys wait on Chromium and on triggers, filling the time a
 *    core would be idle. The rules' output is kept in a file and printed after
 *    the journeys', so the two never interleave.
 * 2. the emulator suite (the API, triggers and scripts, whose waits on
 *    triggers and whose dashboard figures want the stack to themselves),
 *    then the drills, which clear the database.
 *
 * Two stacks are opted into with TEST_STACKS=2 (Linux with `unshare`): the
 * journeys on one, the rules, the suite and the drills on a second in a
 * private network namespace (its own loopback, the same ports). In their
 * first clean run two suite tests that wait for a trigger failed under the
 * doubled load (docs/benchmarks.md section 14), so it stays opt-in.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { logPaths, planStack, ROOT } from './lib/emulator-stack.ts';
import { buildWebForEmulators } from './lib/web-preview.ts';

const JOURNEYS = 'vitest run --project e2e';
const RULES = 'vitest run --project rules';
const SUITE_AND_DRILLS = 'vitest run --project emulator --project drill';
// The second stack of TEST_STACKS=2: the journeys' setup seeds the shop, whose ~260 trigger runs
// take the first minutes; the suite's files seed what they need, so it starts without that queue.
const SECOND_STACK = 'vitest run --project rules --project emulator --project drill';
/** Run inside `emulators.ts exec`: the stages of a one-stack run. */
const ON_THIS_STACK = '--stages-on-this-stack';

function emulatorsExec(command: string): string[] {
  return [join(ROOT, 'node_modules/.bin/tsx'), 'scripts/emulators.ts', 'exec', command];
}

/** The `ip` tool that brings a new namespace's loopback up (often outside a user's PATH). */
function ipTool(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v ip'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return ['/usr/sbin/ip', '/sbin/ip'].find((path) => existsSync(path)) ?? null;
}

/** The command prefix that runs a command in a fresh network namespace, or null when the machine cannot. */
function privateNetwork(): string[] | null {
  if (process.platform !== 'linux' || process.env.TEST_STACKS !== '2') return null;
  const ip = ipTool();
  if (!ip) return null;
  const prefix = ['unshare', '--map-root-user', '--net', 'sh', '-c', `${ip} link set lo up && exec "$@"`, 'sh'];
  const probe = spawnSync(prefix[0], [...prefix.slice(1), 'true'], { stdio: 'ignore' });
  return probe.status === 0 ? prefix : null;
}

function run(argv: string[], options: { env?: NodeJS.ProcessEnv; logFile?: string } = {}): Promise<number> {
  const out = options.logFile ? openSync(options.logFile, 'w') : 'inherit';
  const child = spawn(argv[0], argv.slice(1), { cwd: ROOT, env: options.env ?? process.env, stdio: ['ignore', out, out] });
  return new Promise((resolveCode) => {
    child.on('exit', (code, signal) => resolveCode(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolveCode(1));
  });
}

const verdict = (code: number) => (code === 0 ? 'passed' : 'FAILED');

/** Prints the output of a run that was kept in a file while another run had the terminal. */
function printKept(title: string, logFile: string): void {
  console.log(`\n[tests] ${title}:\n`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
}

/** One of the commands above, run with the project's own vitest binary. */
function vitest(command: string): string[] {
  return [join(ROOT, 'node_modules/.bin/vitest'), ...command.split(' ').slice(1)];
}

/** The two stages of a one-stack run, against the stack `emulators.ts exec` started. */
async function stagesOnThisStack(): Promise<number> {
  const logs = logPaths();
  mkdirSync(logs.dir, { recursive: true });
  const rulesLog = join(logs.dir, 'rules-tests.log');
  console.log(`[tests] The rules run beside the journeys; their output follows the journeys' (meanwhile: ${relative(process.cwd(), rulesLog)}).`);
  const [journeys, rules] = await Promise.all([run(vitest(JOURNEYS)), run(vitest(RULES), { logFile: rulesLog })]);
  printKept('The security rules (beside the journeys)', rulesLog);
  console.log('\n[tests] The emulator suite, then the drills:\n');
  const suite = await run(vitest(SUITE_AND_DRILLS));
  console.log(`\n[tests] journeys: ${verdict(journeys)}; rules: ${verdict(rules)}; emulator suite and drills: ${verdict(suite)}`);
  return journeys === 0 && rules === 0 && suite === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  if (process.argv.includes(ON_THIS_STACK)) return stagesOnThisStack();
  // The journeys' build writes the pages function's templates into functions/lib, which a
  // running functions emulator watches: built before any stack starts, so none reloads mid-run
  // (a reload drops the triggers in flight).
  if (process.env.E2E_SKIP_BUILD !== '1') buildWebForEmulators();
  const built = { ...process.env, E2E_SKIP_BUILD: '1' };
  const namespace = privateNetwork();
  if (!namespace) return run(emulatorsExec(`${join(ROOT, 'node_modules/.bin/tsx')} scripts/test-emulators.ts ${ON_THIS_STACK}`), { env: built });

  // Written once here, so the two stacks never race to write the Firestore launcher.
  planStack();
  const logs = logPaths();
  mkdirSync(logs.dir, { recursive: true });
  const sideLog = join(logs.dir, 'side-tests.log');
  console.log(
    '[tests] The rules, the emulator suite and the drills run beside the journeys, on a second stack in a private network ' +
      `namespace; their output follows when both are done (meanwhile: ${relative(process.cwd(), sideLog)}).`,
  );
  // Its own temporary directory too: firebase-tools keeps a note of the running hub there, per project,
  // and the stack that stops first would remove the other's.
  const sideTmp = join(logs.dir, '..', 'tmp-side');
  mkdirSync(sideTmp, { recursive: true });
  const sideEnv = { ...built, TMPDIR: sideTmp, EMULATORS_EXEC_LOG: join(logs.dir, 'exec-side.log') };
  const [journeys, side] = await Promise.all([
    run(emulatorsExec(JOURNEYS), { env: built }),
    run([...namespace, ...emulatorsExec(SECOND_STACK)], { env: sideEnv, logFile: sideLog }),
  ]);
  printKept('The rules, the emulator suite and the drills (second stack)', sideLog);
  console.log(`\n[tests] journeys: ${verdict(journeys)}; rules, emulator suite and drills: ${verdict(side)}`);
  return journeys === 0 && side === 0 ? 0 : 1;
}

// Ctrl-C reaches the stacks' runners too (one process group), and each stops its emulators
// cleanly: this script waits for them rather than returning the prompt first.
process.on('SIGINT', () => undefined);

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[tests] ${String(error)}`);
    process.exit(1);
  },
);
