/**
 * App Check on the API, with enforcement on and off: the express app the `api`
 * function serves, run here against the emulators with `appCheck` switched
 * (the function itself reads APP_CHECK=enforce, off in the emulator stack).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../functions/src/api/index';
import { APP_CHECK_HEADER, APP_CHECK_REQUIRED } from '../functions/src/api/appCheck';
import { adminApp, adminDb, testUser, type TestUser } from './support/admin';

async function serve(appCheck: boolean): Promise<{ server: Server; base: string }> {
  const server = createApiApp({ appCheck }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1` };
}

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('App Check on the API', () => {
  let enforced: { server: Server; base: string };
  let open: { server: Server; base: string };
  let shopper: TestUser;

  beforeAll(async () => {
    adminApp();
    [enforced, open, shopper] = await Promise.all([serve(true), serve(false), testUser('app-check@example.test')]);
  });
  afterAll(() => {
    enforced.server.close();
    open.server.close();
  });

  it('refuses writes without a token, or with one that is not valid, before anything else is looked at', async () => {
    const ordersBefore = (await adminDb().collection('orders').where('userId', '==', shopper.uid).count().get()).data().count;
    const cases = [
      ['/orders', {}, { authorization: `Bearer ${shopper.idToken}` }],
      ['/orders', {}, { authorization: `Bearer ${shopper.idToken}`, [APP_CHECK_HEADER]: 'not-a-token' }],
      ['/auth/login', { email: 'priya@silaistudio.test', password: 'Customer@123' }, {}],
      ['/auth/signup', { email: 'new@example.test', password: 'Secret#123', name: 'New' }, { [APP_CHECK_HEADER]: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' }],
      ['/stats/visit', {}, {}],
    ] as const;
    for (const [path, body, headers] of cases) {
      const res = await post(enforced.base, path, body, headers);
      expect(res.status, path).toBe(401);
      expect(await res.json(), path).toMatchObject({ success: false, code: APP_CHECK_REQUIRED });
    }
    expect((await adminDb().collection('orders').where('userId', '==', shopper.uid).count().get()).data().count).toBe(ordersBefore);
  });

  it('keeps /health and the public catalogue open', async () => {
    expect((await fetch(`${enforced.base}/health`)).status).toBe(200);
    expect((await fetch(`${enforced.base}/common/get_all_product`)).status).toBe(200);
  });

  it('with enforcement off, a write goes on to its own checks as before', async () => {
    const res = await post(open.base, '/orders', {}, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Authentication required' });
    const login = await post(open.base, '/auth/login', { email: 'nobody@example.test', password: 'wrong-password' });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect((await login.json()).code).not.toBe(APP_CHECK_REQUIRED);
  });
});
