/**
 * Cloud Storage for browser journeys, kept in memory. The Storage emulator
 * cannot start offline, so the journey answers its address itself: the app (an
 * emulator build) finds something listening on the Storage emulator's port and
 * enables uploads, and the real upload code — resize in the browser, then the
 * Storage SDK's REST calls — runs unchanged. Only what the SDK uses is
 * answered: the knock on `/`, multipart uploads, metadata (for download URLs),
 * downloads by token, and deletes. Rules are not enforced here (they have their
 * own tests, tests/storage-rules.test.ts); every request is recorded for the
 * journey to inspect.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Route } from 'playwright-core';

export const STORAGE_ORIGIN = 'http://127.0.0.1:9199';

export interface StoredObject {
  path: string;
  bucket: string;
  bytes: Buffer;
  contentType: string;
  cacheControl?: string;
  token: string;
  /** The metadata the SDK sent with the upload. */
  sentMetadata: Record<string, unknown>;
}

export interface FakeStorage {
  objects: Map<string, StoredObject>;
  /** Every upload, in order, including any later deleted. */
  uploads: StoredObject[];
  deleted: string[];
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-expose-headers': '*',
};

function metadataOf(object: StoredObject) {
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.path}`,
    name: object.path,
    bucket: object.bucket,
    generation: '1',
    metageneration: '1',
    contentType: object.contentType,
    ...(object.cacheControl ? { cacheControl: object.cacheControl } : {}),
    size: String(object.bytes.length),
    timeCreated: new Date().toISOString(),
    updated: new Date().toISOString(),
    md5Hash: '',
    contentDisposition: 'inline',
    contentEncoding: 'identity',
    downloadTokens: object.token,
  };
}

/** Splits the SDK's multipart/related body: a JSON metadata part, then the file. */
function parseMultipart(body: Buffer, contentType: string): { metadata: Record<string, unknown>; bytes: Buffer; type: string } {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (!boundary) throw new Error(`No multipart boundary in ${contentType}`);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    parts.push(body.subarray(at + delimiter.length + 2, next - 2)); // drop CRLF after the delimiter and before the next
    at = next;
  }
  const split = (part: Buffer) => {
    const end = part.indexOf('\r\n\r\n');
    return { headers: part.subarray(0, end).toString('utf8'), content: part.subarray(end + 4) };
  };
  const [meta, file] = parts.map(split);
  return {
    metadata: JSON.parse(meta.content.toString('utf8')) as Record<string, unknown>,
    bytes: Buffer.from(file.content),
    type: /Content-Type: *(\S+)/i.exec(file.headers)?.[1] ?? '',
  };
}

async function answer(store: FakeStorage, route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const method = request.method();
  if (method === 'OPTIONS') {
    await route.fulfill({
      status: 204,
      headers: { ...CORS, 'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? '*' },
    });
    return;
  }
  if (url.pathname === '/') {
    await route.fulfill({ status: 200, headers: CORS, body: 'Ok' });
    return;
  }
  const match = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
  if (!match) {
    await route.fulfill({ status: 404, headers: CORS, body: 'Not Found' });
    return;
  }
  const bucket = decodeURIComponent(match[1]);
  if (method === 'POST' && !match[2]) {
    const path = url.searchParams.get('name') ?? '';
    const parsed = parseMultipart(request.postDataBuffer() ?? Buffer.alloc(0), (await request.headerValue('content-type')) ?? '');
    const object: StoredObject = {
      path,
      bucket,
      bytes: parsed.bytes,
      contentType: String(parsed.metadata.contentType ?? parsed.type),
      cacheControl: typeof parsed.metadata.cacheControl === 'string' ? parsed.metadata.cacheControl : undefined,
      token: randomUUID(),
      sentMetadata: parsed.metadata,
    };
    store.objects.set(path, object);
    store.uploads.push(object);
    await route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body: JSON.stringify(metadataOf(object)) });
    return;
  }
  const path = decodeURIComponent(match[2] ?? '');
  const object = store.objects.get(path);
  if (method === 'DELETE') {
    store.objects.delete(path);
    store.deleted.push(path);
    await route.fulfill({ status: object ? 204 : 404, headers: CORS });
    return;
  }
  if (!object) {
    await route.fulfill({ status: 404, headers: CORS, contentType: 'application/json', body: JSON.stringify({ error: { code: 404, message: 'Not Found.' } }) });
    return;
  }
  if (url.searchParams.get('alt') === 'media') {
    if (url.searchParams.get('token') !== object.token) {
      await route.fulfill({ status: 403, headers: CORS, body: 'Permission denied.' });
      return;
    }
    const headers: Record<string, string> = { ...CORS, 'content-type': object.contentType };
    if (object.cacheControl) headers['cache-control'] = object.cacheControl;
    await route.fulfill({ status: 200, headers, body: object.bytes });
    return;
  }
  await route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body: JSON.stringify(metadataOf(object)) });
}

/** Answers the Storage emulator's address for this page or context from memory. Install before the app loads. */
export async function fakeStorage(target: Page | BrowserContext): Promise<FakeStorage> {
  const store: FakeStorage = { objects: new Map(), uploads: [], deleted: [] };
  await target.route(/^http:\/\/127\.0\.0\.1:9199\//, (route) => answer(store, route));
  return store;
}
