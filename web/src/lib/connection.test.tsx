import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OfflineBar, OFFLINE_BAR_TEXT } from '../features/offline/OfflineBar';
import { checkConnection, CONNECTION_CHECK_PATH, CONNECTION_RECHECK_MS, isOffline, offlineActionMessage } from './connection';

let onLine = true;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  // Back online, so the next test starts from the same state.
  onLine = true;
  await checkConnection();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('checkConnection', () => {
  it('takes a browser that says online at its word, without a request', async () => {
    expect(await checkConnection()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms a browser that says offline with a request to the site: no answer is offline', async () => {
    onLine = false;
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await checkConnection()).toBe(true);
    expect(isOffline()).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url).startsWith(`${CONNECTION_CHECK_PATH}?connection=`)).toBe(true);
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });

  it('a site that answers (even 404) is online, whatever the browser says (a machine with only a loopback network)', async () => {
    onLine = false;
    fetchMock.mockResolvedValue(new Response(null, { status: 404 }));
    expect(await checkConnection()).toBe(false);
    expect(isOffline()).toBe(false);
  });

  it('one request at a time', async () => {
    onLine = false;
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await Promise.all([checkConnection(), checkConnection(), checkConnection()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('OfflineBar', () => {
  it('appears when the site cannot be reached and goes when a later check reaches it', async () => {
    onLine = false;
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<OfflineBar />);
    const bar = screen.getByRole('status', { hidden: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(bar.textContent).toBe(OFFLINE_BAR_TEXT);
    expect(bar.hidden).toBe(false);

    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONNECTION_RECHECK_MS);
    });
    expect(bar.hidden).toBe(true);
    expect(bar.textContent).toBe('');
  });

  it("follows the browser's online event", async () => {
    onLine = false;
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<OfflineBar />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_BAR_TEXT);
    onLine = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status', { hidden: true }).hidden).toBe(true);
  });
});

it('words an action that needs the server', () => {
  expect(offlineActionMessage('Add to Cart')).toBe('You are offline. Add to Cart will work when the connection is back.');
});
