/**
 * Gives the images stored before variants existed their variants: every
 * image URL the shop hosts (its own bucket's download URLs, and its own
 * root-relative files) without a fragment, in products (images, stitched
 * image), orders (cloth, design and fit photos, the lines' snapshots) and
 * feedback (screenshots). Each is read from the shop's own bucket with the
 * Admin SDK (a root-relative file from web/public/, what Hosting serves),
 * never from its URL: other hosts are listed as skipped. The variants are
 * uploaded beside the original (under hosted/ for the site's own files)
 * with long cache headers and a download token each, and the documents'
 * fields are rewritten to the URL that records them. Idempotent: URLs with a
 * fragment are left, so a second run finds nothing to do. Old plain URLs keep
 * working without it; the pages simply have no srcset for them.
 *
 *   npm run backfill:images -- --dry-run       what it would do, nothing written
 *   npm run backfill:images                    local emulators (Firestore and Storage), project demo-tailor
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run backfill:images -- --project <id> [--bucket <name>]
 * The bucket defaults to <project>.appspot.com (the app's VITE_FIREBASE_STORAGE_BUCKET).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { encodeImageUrl } from '@tailor/domain';
import { connectAdmin, isUnreachable, runTool, takeProjectFlag, UsageError } from './lib/admin-target.ts';
import { documentPages } from './lib/document-pages.ts';
import {
  downloadUrl,
  IMAGE_COLLECTIONS,
  imageFields,
  imageFieldsUpdate,
  planImageUrl,
  PRODUCTION_STORAGE_ORIGIN,
  variantObjectPath,
  type ImageHosts,
  type ImageUrlPlan,
} from './lib/image-backfill.ts';
import { makeVariants } from './lib/imageVariants.ts';

const USAGE = 'usage: npm run backfill:images -- [--dry-run] [--project <id>] [--bucket <name>]';
const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../web/public');
const PAGE = 200;
/** Variant names are unique per original, and a changed original gets a new name: cache for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A photo of up to 5 MB, as uploads allow; a larger object is listed, not read. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;

interface Args {
  dryRun: boolean;
  project?: string;
  bucket?: string;
}

function parseArgs(argv: string[]): Args {
  const args = [...argv];
  const project = takeProjectFlag(args, USAGE);
  const out: Args = { dryRun: false, project };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    if (flag === '--dry-run' && inline === undefined) out.dryRun = true;
    else if (flag === '--bucket') {
      const value = inline ?? args[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`--bucket needs a bucket name.\n${USAGE}`);
      out.bucket = value.replace(/^gs:\/\//, '');
    } else throw new UsageError(`Unknown argument ${args[i]}.\n${USAGE}`);
  }
  return out;
}

/** Where the stored URL's bytes are read from: the bucket, or the site's own public folder. */
async function readSource(plan: { kind: 'storage' | 'hosted'; path: string }, bucketName: string): Promise<Buffer> {
  if (plan.kind === 'hosted') {
    const file = resolve(PUBLIC_DIR, `.${plan.path}`);
    if (!file.startsWith(PUBLIC_DIR + sep)) throw new Error('outside the public folder');
    return readFile(file);
  }
  const file = getStorage().bucket(bucketName).file(plan.path);
  const [meta] = await file.getMetadata();
  if (Number(meta.size) > MAX_SOURCE_BYTES) throw new Error(`larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MB`);
  const [data] = await file.download();
  return data;
}

/** Makes and uploads the variants of one stored image; the URL the documents then hold. */
async function backfillOne(plan: { kind: 'storage' | 'hosted'; path: string }, hosts: ImageHosts, origin: string): Promise<string> {
  const made = await makeVariants(await readSource(plan, hosts.bucket));
  const bucket = getStorage().bucket(hosts.bucket);
  const uploaded = await Promise.all(
    made.variants.map(async (variant) => {
      const path = variantObjectPath(plan, variant.width);
      const token = randomUUID();
      await bucket.file(path).save(variant.data, {
        resumable: false,
        contentType: 'image/webp',
        metadata: { cacheControl: CACHE_CONTROL, metadata: { firebaseStorageDownloadTokens: token } },
      });
      return { width: variant.width, path, token };
    }),
  );
  const largest = uploaded[uploaded.length - 1];
  return encodeImageUrl({
    url: downloadUrl(origin, hosts.bucket, largest.path, largest.token),
    width: made.width,
    height: made.height,
    color: made.color,
    smaller: uploaded.slice(0, -1).map(({ width, token }) => ({ width, token })),
  });
}

interface Tally {
  documents: number;
  updated: number;
  conflicts: string[];
  made: Map<string, string>;
  failed: Map<string, string>;
  skipped: Map<string, string>;
  /** URL → where it is used, for the listing. */
  pending: Map<string, string[]>;
}

async function backfill(db: Firestore, hosts: ImageHosts, origin: string, dryRun: boolean, log: (line: string) => void): Promise<Tally> {
  const tally: Tally = { documents: 0, updated: 0, conflicts: [], made: new Map(), failed: new Map(), skipped: new Map(), pending: new Map() };
  const plans = new Map<string, ImageUrlPlan>();
  const planOf = (url: string) => {
    let plan = plans.get(url);
    if (!plan) plans.set(url, (plan = planImageUrl(url, hosts)));
    return plan;
  };
  for (const collection of IMAGE_COLLECTIONS) {
    for await (const docs of documentPages(db, collection, PAGE)) {
      tally.documents += docs.length;
      for (const doc of docs) {
        for (const { field, url } of imageFields(collection, doc.data())) {
          const plan = planOf(url);
          if (plan.kind === 'skip') tally.skipped.set(url, plan.reason);
          if (plan.kind !== 'storage' && plan.kind !== 'hosted') continue;
          const uses = tally.pending.get(url) ?? [];
          uses.push(`${collection}/${doc.id} ${field}`);
          tally.pending.set(url, uses);
          if (dryRun || tally.made.has(url) || tally.failed.has(url)) continue;
          try {
            tally.made.set(url, await backfillOne(plan, hosts, origin));
            log(`variants made: ${plan.kind === 'storage' ? `gs://${hosts.bucket}/` : ''}${plan.path}`);
          } catch (error) {
            tally.failed.set(url, (error as Error).message ?? String(error));
          }
        }
        if (dryRun) continue;
        const update = imageFieldsUpdate(collection, doc.data(), (url) => tally.made.get(url));
        if (!update) continue;
        try {
          // Only over the version read: a document changed meanwhile is left for the next run.
          await doc.ref.update(update, { lastUpdateTime: doc.updateTime });
          tally.updated++;
        } catch (error) {
          tally.conflicts.push(`${collection}/${doc.id}: ${(error as Error).message}`);
        }
      }
    }
  }
  return tally;
}

function report(tally: Tally, hosts: ImageHosts, dryRun: boolean): void {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  console.log(`Checked ${plural(tally.documents, 'document')} in ${IMAGE_COLLECTIONS.join(', ')} (bucket ${hosts.bucket}).`);
  if (dryRun) {
    console.log(`Would make variants of ${plural(tally.pending.size, 'image')}:`);
    for (const [url, uses] of tally.pending) console.log(`  ${url}\n      used by ${uses.join(', ')}`);
  } else {
    console.log(`Made variants of ${plural(tally.made.size, 'image')}; rewrote ${plural(tally.updated, 'document')}.`);
  }
  const byReason = new Map<string, string[]>();
  for (const [url, reason] of tally.skipped) byReason.set(reason, [...(byReason.get(reason) ?? []), url]);
  for (const [reason, urls] of byReason) {
    console.log(`Left as they are, ${reason}: ${urls.length}`);
    // The seed's drawings alone are a hundred lines: those are counted, the rest listed.
    if (!reason.startsWith('a vector drawing')) for (const url of urls) console.log(`  ${url.length > 120 ? `${url.slice(0, 117)}…` : url}`);
  }
  if (tally.failed.size) console.log(`Failed, left as they are (${tally.failed.size}):`);
  for (const [url, message] of tally.failed) console.log(`  ${url}: ${message}`);
  if (tally.conflicts.length) console.log(`Changed while the backfill ran, left for the next run (${tally.conflicts.length}):`);
  for (const line of tally.conflicts) console.log(`  ${line}`);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const target = connectAdmin(args.project, ['firestore', 'storage']);
  const bucket = args.bucket ?? process.env.FIREBASE_STORAGE_BUCKET ?? `${target.projectId}.appspot.com`;
  const emulatorHost = target.emulator ? process.env.FIREBASE_STORAGE_EMULATOR_HOST : undefined;
  const emulatorOrigins = emulatorHost ? [`http://${emulatorHost}`, `http://${emulatorHost.replace(/^127\.0\.0\.1:/, 'localhost:')}`] : [];
  const hosts: ImageHosts = { bucket, storageOrigins: [PRODUCTION_STORAGE_ORIGIN, ...new Set(emulatorOrigins)] };
  // New variants are served from where the app loads Storage files: the emulator locally.
  const origin = emulatorOrigins[0] ?? PRODUCTION_STORAGE_ORIGIN;
  console.log(`${args.dryRun ? 'Dry run on' : 'Backfilling image variants on'} ${target.description}.`);
  try {
    const tally = await backfill(getFirestore(), hosts, origin, args.dryRun, (line) => console.log(line));
    report(tally, hosts, args.dryRun);
    if (target.emulator && [...tally.failed.values()].some((message) => isUnreachable(message))) {
      console.log('The Storage emulator is not answering: start the emulators with Storage (npm run emulators) and run again.');
    }
    return tally.failed.size || tally.conflicts.length ? 1 : 0;
  } catch (error) {
    if (target.emulator && isUnreachable(error)) {
      throw new Error('the emulators are not running: start them with `npm run emulators` (Storage must be among them).');
    }
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runTool('backfill-images', main);
