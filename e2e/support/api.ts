import { BASE_URL } from './env';

/**
 * Starts the functions emulator's `api` worker before a journey sends its
 * first order: a cold start on a busy machine can take longer than the app's
 * 20-second send timeout, which would turn the journey's first order into a
 * "no answer" instead of the answer it checks. A call without a token is
 * enough (401); nothing is stored.
 */
export async function warmOrdersApi(): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 90_000);
  try {
    await fetch(`${BASE_URL}/api/v1/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
