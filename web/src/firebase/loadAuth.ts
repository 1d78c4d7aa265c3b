/** The Auth module, loaded once, beside the first screen rather than before it. */
let authModule: Promise<typeof import('./auth')> | null = null;

export function loadAuth(): Promise<typeof import('./auth')> {
  authModule ??= import('./auth');
  return authModule;
}
