import { API_BASE } from './emulators';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  contentType: string;
}

/** Calls the /api/v1 contract on the functions emulator. `rawBody` sends text as-is (malformed JSON). */
export async function callApi<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(API_BASE + path);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: payload });
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // leave as text; tests assert JSON where the contract requires it
  }
  return { status: res.status, body: body as T, contentType };
}
