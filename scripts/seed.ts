/**
 * Seeds the demo shop into the emulators.
 *   npm run seed                         accounts, the demo catalogue, feedback
 *   npm run seed -- --products 5000      the catalogue plus generated products, 5000 in total
 *   npm run seed -- --project demo-x     another demo-* project id
 *   npm run seed -- --photos             camera-sized photographs instead of the drawings
 *                                        (made once into web/public/photos/; SEED_PHOTOS=1 does the same,
 *                                        e.g. for `npm run dev`)
 */
import { seedShop } from './seed/index';

function usage(): never {
  console.error('usage: npm run seed -- [--products N] [--project demo-<id>] [--photos]');
  process.exit(2);
}

function parseArgs(argv: string[]): { products?: number; project?: string; photos?: boolean } {
  const out: { products?: number; project?: string; photos?: boolean } = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--photos' && inline === undefined) {
      out.photos = true;
      continue;
    }
    const value = inline ?? argv[i + 1];
    if (flag === '--products') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) usage();
      out.products = n;
    } else if (flag === '--project') {
      if (!value) usage();
      out.project = value;
    } else usage();
    if (inline === undefined) i++;
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.GCLOUD_PROJECT ??= args.project ?? 'demo-tailor';

const started = Date.now();
seedShop({ ...args, log: (line) => console.log(`[seed] ${line}`) }).then(
  (s) => {
    console.log(
      `[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${s.accounts} accounts, ${s.products} products ` +
        `(${s.catalogueProducts} catalogue + ${s.generatedProducts} generated), ${s.feedback} feedback` +
        `${s.photos ? `, ${s.photos} photos` : ''} — project ${s.projectId}`,
    );
    console.log(`[seed] admin login:    ${s.logins.admin.email} / ${s.logins.admin.password}`);
    console.log(`[seed] customer login: ${s.logins.customer.email} / ${s.logins.customer.password}`);
    console.log(`[seed] tailor login:   ${s.logins.tailor.email} / ${s.logins.tailor.password}`);
    process.exit(0);
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[seed] failed: ${message}`);
    if (/ECONNREFUSED|UNAVAILABLE|connect/i.test(message)) {
      console.error('[seed] are the emulators running? Start them with `npm run emulators`.');
    }
    process.exit(1);
  },
);
