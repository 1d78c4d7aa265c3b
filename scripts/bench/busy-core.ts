/**
 * The emulator, rules, journey and drill projects, run again and again while another
 * process keeps one of the two cores busy (issue 30: a suite that never flakes).
 *   npm run bench:busy-core                  5 runs of `npm run test:emulators` in a row
 *   npm run bench:busy-core -- --runs 2
 * A spinning process (one thread, never sleeping) runs beside every run. Each run's output
 * goes to bench-results/busy-core/run-N.log. The first failed run ends the series (a flake
 * is what this looks for) with exit status 1. Writes bench-results/busy-core.json: for each
 * run, its verdict, its wall time, the CPU-seconds the spinner took meanwhile (which shows
 * the core was really taken), the machine's busy and idle CPU-seconds, and the suite's
 * CPU-seconds by kind of process (the browser, the emulators, the test files…), which say
 * what the suite costs and where. The first run builds the web app for the emulators; the
 * others reuse that build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/emulator-stack.ts';
import { signalGroup } from '../lib/process-group.ts';
import { machineCpuSeconds, processCpuSeconds, sampleTreeCpu } from './lib/processCpu.ts';
import { table } from './lib/report.ts';

const RESULTS_DIR = join(ROOT, 'bench-results');
const LOG_DIR = join(RESULTS_DIR, 'busy-core');

interface Run {
  run: number;
  passed: boolean;
  wallSeconds: number;
  spinnerCpuSeconds: number;
  /** The whole machine's CPU-seconds over the run, busy (the spinner's included) and idle. */
  machineBusyCpuSeconds: number;
  machineIdleCpuSeconds: number;
  /** The suite's processes' CPU-seconds by kind, as sampled (see lib/processCpu.ts for what it misses). */
  suiteCpuByKind: Record<string, number>;
}

function parseRuns(argv: string[]): number {
  if (argv.length === 0) return 5;
  const runs = Number(argv[1]);
  if (argv.length !== 2 || argv[0] !== '--runs' || !Number.isInteger(runs) || runs < 1 || runs > 20) {
    console.error('usage: npm run bench:busy-core -- [--runs 1-20]');
    process.exit(2);
  }
  return runs;
}

/** The run under way: stopped with this script, so no suite is left running on its own. */
let suite: ChildProcess | undefined;

function runSuite(run: number): Promise<{ passed: boolean; cpuByKind: Record<string, number> }> {
  const out = openSync(join(LOG_DIR, `run-${run}.log`), 'w');
  const env = { ...process.env, ...(run > 1 ? { E2E_SKIP_BUILD: '1' } : {}) };
  // A process group of its own, so that one signal reaches the whole suite, as a terminal's Ctrl-C would.
  suite = spawn('npm', ['run', 'test:emulators'], { cwd: ROOT, env, stdio: ['ignore', out, out], detached: true });
  const sampler = sampleTreeCpu(suite.pid!);
  return new Promise((resolve) => {
    suite!.on('exit', (code) => {
      suite = undefined;
      closeSync(out);
      resolve({ passed: code === 0, cpuByKind: sampler.stop() });
    });
  });
}

async function main(): Promise<number> {
  const runs = parseRuns(process.argv.slice(2));
  mkdirSync(LOG_DIR, { recursive: true });
  const spinner: ChildProcess = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const stop = () => spinner.kill('SIGKILL');
  process.on('exit', stop);
  process.on('SIGINT', () => {
    signalGroup(suite?.pid, 'SIGINT');
    process.exit(130);
  });

  const results: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    const began = Date.now();
    const spinnerBefore = processCpuSeconds(spinner.pid!);
    const machineBefore = machineCpuSeconds();
    console.log(`[busy-core] run ${run} of ${runs}: npm run test:emulators (output: bench-results/busy-core/run-${run}.log)`);
    const { passed, cpuByKind } = await runSuite(run);
    const machineAfter = machineCpuSeconds();
    const result: Run = {
      run,
      passed,
      wallSeconds: Math.round((Date.now() - began) / 1000),
      spinnerCpuSeconds: Math.round(processCpuSeconds(spinner.pid!) - spinnerBefore),
      machineBusyCpuSeconds: Math.round(machineAfter.busy - machineBefore.busy),
      machineIdleCpuSeconds: Math.round(machineAfter.idle - machineBefore.idle),
      suiteCpuByKind: Object.fromEntries(Object.entries(cpuByKind).map(([kind, seconds]) => [kind, Math.round(seconds)])),
    };
    results.push(result);
    console.log(`[busy-core] run ${run}: ${passed ? 'passed' : 'FAILED'} in ${result.wallSeconds} s; the spinner took ${result.spinnerCpuSeconds} CPU-seconds`);
    console.log(`[busy-core] the suite's CPU-seconds by kind: ${Object.entries(result.suiteCpuByKind).map(([kind, s]) => `${kind} ${s}`).join(', ')}`);
    writeFileSync(join(RESULTS_DIR, 'busy-core.json'), `${JSON.stringify({ date: new Date().toISOString(), runs: results }, null, 2)}\n`);
    if (!passed) break;
  }
  stop();

  const rows = results.map((r) => [
    String(r.run),
    r.passed ? 'passed' : 'FAILED',
    `${r.wallSeconds} s`,
    `${r.spinnerCpuSeconds} s`,
    `${r.machineBusyCpuSeconds - r.spinnerCpuSeconds} s`,
    `${r.machineIdleCpuSeconds} s`,
  ]);
  console.log(`\n${table([['run', 'verdict', 'wall', 'spinner CPU', "machine's CPU less the spinner's", 'idle'], ...rows])}`);
  const allPassed = results.length === runs && results.every((r) => r.passed);
  console.log(allPassed ? `\n${runs} runs in a row passed with one core kept busy.` : `\nRun ${results.length} failed: see its log.`);
  return allPassed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
