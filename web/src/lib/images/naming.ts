/** Names, cache headers and tokens of stored image files. */

/**
 * `${pathPrefix}/<time>-<random>-<safe name>`, without extension: unique
 * (storage.rules keeps order pictures immutable, so a name is never reused),
 * and readable in the console. Variants add `_<width>w.webp`.
 */
export function uploadStem(pathPrefix: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10);
  return `${pathPrefix.replace(/\/+$/, '')}/${Date.now()}-${random}-${base.slice(0, 40) || 'image'}`;
}

/** Folders anyone may read (storage.rules): shared caches may keep their files too. */
const PUBLIC_FOLDERS = ['products/', 'feedback/'];

/**
 * Every stored name is unique and its file never changes, so browsers and
 * caches keep it for a year without asking again. Order pictures and fit
 * photos are private: only the browser that was allowed to read them caches them.
 */
export function cacheControlFor(path: string): string {
  const scope = PUBLIC_FOLDERS.some((folder) => path.startsWith(folder)) ? 'public' : 'private';
  return `${scope}, max-age=31536000, immutable`;
}

/** The `token` of a Storage download URL, if it has one. */
export function downloadToken(url: string): string | undefined {
  try {
    return new URL(url).searchParams.get('token') ?? undefined;
  } catch {
    return undefined;
  }
}
