/**
 * Bytes the site sends, measured where they leave: a small proxy in front of
 * the web preview that the browser talks to instead. Everything the preview
 * answers passes through it, whoever asked (the page, or its service worker
 * filling its cache); what the browser takes from its HTTP cache or from the
 * service worker never reaches it, as it never reaches Hosting. Each answer
 * counts its body as sent (compressed when the preview compressed it) plus
 * its status line and headers.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { matchServedPage } from '../../../../domain/src/pageRoutes';

/** Where an answer would come from in production. */
export type Source = 'hosting' | 'storage' | 'api' | 'pages';

/**
 * By path: the pictures (the seed's drawings and photos stand in for the
 * resized pictures Storage serves in production), the `api` and `pages`
 * functions behind Hosting's rewrites (firebase.json), the rest Hosting's files.
 */
export function sourceOf(path: string): Source {
  const pathname = path.split('?')[0] ?? path;
  if (pathname.startsWith('/garments/') || pathname.startsWith('/photos/')) return 'storage';
  if (pathname.startsWith('/api/')) return 'api';
  if (matchServedPage(pathname)) return 'pages';
  return 'hosting';
}

export interface SourceBytes {
  bytes: number;
  requests: number;
}

export type BytesBySource = Record<Source, SourceBytes>;

export const noBytes = (): BytesBySource => ({
  hosting: { bytes: 0, requests: 0 },
  storage: { bytes: 0, requests: 0 },
  api: { bytes: 0, requests: 0 },
  pages: { bytes: 0, requests: 0 },
});

/** The size of a status line and headers as sent (`rawHeaders` pairs). */
export function headerBytes(statusCode: number, statusMessage: string, rawHeaders: string[]): number {
  let n = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`.length + 2;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) n += rawHeaders[i]!.length + rawHeaders[i + 1]!.length + 4;
  return n;
}

export interface ByteMeter {
  url: string;
  /** What has passed since the meter started (copy it to diff). */
  totals(): BytesBySource;
  /** Bytes per path (without the query) since the meter started. */
  byPath(): Record<string, number>;
  /** Answers so far (a visit waits until none has come for a while). */
  answers(): number;
  stop(): Promise<void>;
}

export async function startByteMeter(port: number, upstream: { host: string; port: number }): Promise<ByteMeter> {
  const totals = noBytes();
  const paths: Record<string, number> = {};
  let answers = 0;
  const server: Server = createServer((req, res) => {
    const source = sourceOf(req.url ?? '/');
    const forward = httpRequest(
      { host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        let bytes = headerBytes(answer.statusCode ?? 200, answer.statusMessage ?? '', answer.rawHeaders);
        res.writeHead(answer.statusCode ?? 200, answer.statusMessage, answer.rawHeaders);
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => {
          totals[source].bytes += bytes;
          totals[source].requests++;
          const path = (req.url ?? '/').split('?')[0]!;
          paths[path] = (paths[path] ?? 0) + bytes;
          answers++;
        });
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    totals: () => JSON.parse(JSON.stringify(totals)) as BytesBySource,
    byPath: () => ({ ...paths }),
    answers: () => answers,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function bytesSince(now: BytesBySource, before: BytesBySource): BytesBySource {
  const diff = noBytes();
  for (const key of Object.keys(diff) as Source[]) {
    diff[key] = { bytes: now[key].bytes - before[key].bytes, requests: now[key].requests - before[key].requests };
  }
  return diff;
}

/** The paths that sent the most since `before`, largest first. */
export function largestPaths(now: Record<string, number>, before: Record<string, number>, count = 12): { path: string; bytes: number }[] {
  return Object.entries(now)
    .map(([path, bytes]) => ({ path, bytes: bytes - (before[path] ?? 0) }))
    .filter((p) => p.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
