/**
 * The one place the app reports an error it handled (a failed load, a failed
 * save, a screen that crashed). It logs in development and in tests; a
 * production error service would be called from here, and only from here.
 */
export function reportError(what: string, error: unknown): void {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') console.error(what, error);
}
