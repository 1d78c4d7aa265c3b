/**
 * Where the project's Admin SDK tools (admin claim, import) act: the local
 * emulators by default, or a real project when GOOGLE_APPLICATION_CREDENTIALS
 * names a service account key.
 */
import { readFileSync } from 'node:fs';
import { applicationDefault, initializeApp } from 'firebase-admin/app';

export const EMULATOR_PROJECT = 'demo-tailor';
const DEFAULT_EMULATOR_HOSTS = {
  auth: ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099'],
  firestore: ['FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080'],
  storage: ['FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199'],
} as const;
const SERVICE_NAMES: Record<AdminService, string> = { auth: 'Auth', firestore: 'Firestore', storage: 'Storage' };
export type AdminService = keyof typeof DEFAULT_EMULATOR_HOSTS;

/** A mistake in how the tool was called: its message is shown as is, exit code 2. */
export class UsageError extends Error {}

/** Takes `--name <value>` or `--name=<value>` out of `args` (in place). */
export function takeFlagValue(args: string[], name: string, usage: string): string | undefined {
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const flag = args[at]!;
  const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args[at + 1];
  args.splice(at, flag.includes('=') ? 1 : 2);
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value.\n${usage}`);
  return value;
}

/** Takes `--project <id>` or `--project=<id>` out of `args` (in place). */
export function takeProjectFlag(args: string[], usage: string): string | undefined {
  return takeFlagValue(args, '--project', usage);
}

function projectFromCredentials(path: string): string | undefined {
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as { project_id?: string; quota_project_id?: string };
    return json.project_id ?? json.quota_project_id;
  } catch {
    return undefined;
  }
}

export interface AdminTarget {
  /** 'project my-shop' or 'the emulators (Firestore 127.0.0.1:8080, project demo-tailor)', for messages. */
  description: string;
  emulator: boolean;
  projectId: string;
}

/** Initialises the default Admin SDK app for the emulators or, with credentials, a real project. */
export function connectAdmin(project: string | undefined, services: readonly AdminService[]): AdminTarget {
  const credentials = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (credentials) {
    const projectId = project ?? process.env.GCLOUD_PROJECT ?? projectFromCredentials(credentials);
    if (!projectId) throw new UsageError('Could not tell the project id from the credentials: pass --project <id>.');
    for (const service of services) {
      const [variable] = DEFAULT_EMULATOR_HOSTS[service];
      if (process.env[variable]) {
        throw new UsageError(`${variable} is set together with GOOGLE_APPLICATION_CREDENTIALS: unset one of them.`);
      }
    }
    initializeApp({ credential: applicationDefault(), projectId });
    return { description: `project ${projectId}`, emulator: false, projectId };
  }
  // No metadata server stands behind the emulators: without this, Google's
  // auth library probes 169.254.169.254, and a network that answers it (a
  // proxy's 403) prints a MetadataLookupWarning into the tool's output.
  process.env.METADATA_SERVER_DETECTION ||= 'none';
  const hosts: string[] = [];
  for (const service of services) {
    const [variable, fallback] = DEFAULT_EMULATOR_HOSTS[service];
    process.env[variable] ||= fallback;
    hosts.push(`${SERVICE_NAMES[service]} ${process.env[variable]}`);
  }
  const projectId = project ?? EMULATOR_PROJECT;
  initializeApp({ projectId });
  return { description: `the emulators (${hosts.join(', ')}, project ${projectId})`, emulator: true, projectId };
}

/** Whether an Admin SDK error means the emulators are not running. */
export function isUnreachable(error: unknown): boolean {
  return /ECONNREFUSED|fetch failed|connect|UNAVAILABLE|No connection established/i.test(String((error as Error)?.message ?? error));
}

/** Runs a tool's main: exit 2 for a usage mistake, 1 for a failure. */
export function runTool(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof UsageError ? error.message : `${name} failed: ${(error as Error).message ?? String(error)}`);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
