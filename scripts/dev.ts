/**
 * `npm run dev`: emulators + seed + functions rebuild on change + Vite dev
 * server connected to the emulators. Prints the URLs and demo logins.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  assertPortsFree,
  EMULATOR_PORTS,
  ensureFunctionsBuilt,
  firebaseBin,
  FUNCTIONS_BASE_URL,
  planStack,
  PROJECT_ID,
  ROOT,
  StackError,
  waitForStack,
} from './lib/emulator-stack.ts';

const SHOP_URL = 'http://127.0.0.1:5173';
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  children.push(child);
  return child;
}

function shutdown(code: number): never {
  for (const child of children) child.kill('SIGINT');
  process.exit(code);
}

async function main(): Promise<void> {
  const plan = planStack();
  for (const note of plan.notes) console.log(`[dev] ${note}`);
  await assertPortsFree(plan.only);
  ensureFunctionsBuilt();

  const emulators = run(firebaseBin(), ['emulators:start', '--only', plan.only.join(','), '--project', PROJECT_ID], plan.env, true);
  let emulatorsAlive = true;
  emulators.on('exit', (code) => {
    emulatorsAlive = false;
    console.error(`[dev] The emulators stopped (exit ${code}).`);
    shutdown(1);
  });
  console.log('[dev] Starting the emulators...');
  await waitForStack(plan.only, 120_000, () => emulatorsAlive);

  const env: NodeJS.ProcessEnv = {
    ...plan.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORTS.auth}`,
    ...(plan.storageAvailable ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORTS.storage}` } : {}),
  };
  Object.assign(process.env, env);
  const { seedShop } = await import('./seed/index.ts');
  const { DEMO_ACCOUNTS } = await import('./seed/accounts.ts');
  console.log('[dev] Seeding the shop...');
  await seedShop({ log: (line) => console.log(`[seed] ${line}`) });

  run('npm', ['run', 'watch', '-w', 'functions'], env, true);
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

  Demo logins
    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}

  Press Ctrl+C to stop.
`);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
main().catch((error: unknown) => {
  console.error(`[dev] ${error instanceof StackError ? error.message : String(error)}`);
  shutdown(1);
});
