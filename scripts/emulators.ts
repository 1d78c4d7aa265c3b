/**
 * Runs the Firebase emulator stack offline.
 *   tsx scripts/emulators.ts start          – start and keep running
 *   tsx scripts/emulators.ts exec "<cmd>"   – start, run cmd, stop (exit code of cmd)
 */
import { spawn } from 'node:child_process';
import { assertPortsFree, ensureFunctionsBuilt, firebaseBin, planStack, PROJECT_ID, ROOT, StackError } from './lib/emulator-stack.ts';

async function main(): Promise<number> {
  const [mode, command] = process.argv.slice(2);
  if (mode !== 'start' && !(mode === 'exec' && command)) {
    console.error('usage: tsx scripts/emulators.ts start | exec "<command>"');
    return 2;
  }
  const plan = planStack();
  for (const note of plan.notes) console.log(`[emulators] ${note}`);
  await assertPortsFree(plan.only);
  ensureFunctionsBuilt();
  const args = [mode === 'exec' ? 'emulators:exec' : 'emulators:start', '--only', plan.only.join(','), '--project', PROJECT_ID];
  if (mode === 'exec') args.push(command);
  const child = spawn(firebaseBin(), args, { cwd: ROOT, env: plan.env, stdio: 'inherit' });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return new Promise((resolveCode) => {
    child.on('exit', (code, signal) => resolveCode(code ?? (signal ? 1 : 0)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[emulators] ${error instanceof StackError ? error.message : String(error)}`);
    process.exit(1);
  },
);
