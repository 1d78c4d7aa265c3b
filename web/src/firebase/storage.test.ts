import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';

async function loadWith(env: Record<string, string>, fetchImpl: () => Promise<unknown>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  return { storage: await import('./storage'), fetchMock };
}

describe('whether uploads can work', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('in production: always, without asking anything', async () => {
    const { storage, fetchMock } = await loadWith({ VITE_USE_EMULATORS: 'false' }, () => Promise.reject(new Error('no')));
    expect(await storage.storageAvailability()).toBe(true);
    expect(renderHook(() => storage.useStorageAvailable()).result.current).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with the emulators and no Storage emulator: no, once the knock is refused; loading Storage says why', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const { storage, fetchMock } = await loadWith(
      { VITE_USE_EMULATORS: 'true', VITE_STORAGE_EMULATOR: 'off' },
      () => new Promise((_, reject) => (refuse = reject)),
    );
    const hook = renderHook(() => storage.useStorageAvailable());
    expect(hook.result.current).toBeUndefined();
    refuse(new TypeError('Failed to fetch'));
    await waitFor(() => expect(hook.result.current).toBe(false));
    // A control mounted later knows at once.
    expect(renderHook(() => storage.useStorageAvailable()).result.current).toBe(false);
    await expect(storage.loadStorage()).rejects.toThrow(storage.STORAGE_UNAVAILABLE_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['http://127.0.0.1:9199/', expect.objectContaining({ mode: 'no-cors' })]);
  });

  it('with the emulators and something answering on the Storage port: yes', async () => {
    const { storage } = await loadWith({ VITE_USE_EMULATORS: 'true', VITE_STORAGE_EMULATOR: 'off' }, () => Promise.resolve(new Response('')));
    const hook = renderHook(() => storage.useStorageAvailable());
    await waitFor(() => expect(hook.result.current).toBe(true));
  });
});
