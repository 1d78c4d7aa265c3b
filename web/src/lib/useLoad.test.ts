import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { fromSteps, useLoad, useWatch, type Subscribe } from './useLoad';

vi.mock('./reportError', () => ({ reportError: vi.fn() }));
const { reportError } = await import('./reportError');

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A subscription the test drives by hand, recording who is subscribed. */
function fakeSource<T>() {
  const listeners: { key: string; next: (v: T) => void; error: (e: unknown) => void; stopped: boolean }[] = [];
  const subscribe =
    (key: string): Subscribe<T> =>
    (next, error) => {
      const l = { key, next, error, stopped: false };
      listeners.push(l);
      return () => {
        l.stopped = true;
      };
    };
  const live = () => listeners.filter((l) => !l.stopped);
  return { subscribe, listeners, live };
}

afterEach(() => vi.mocked(reportError).mockClear());

describe('useLoad', () => {
  it('goes from loading to ready with the answer', async () => {
    const d = deferred<string>();
    const { result } = renderHook(() => useLoad(() => d.promise, []));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
    await act(async () => d.resolve('kurta'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'kurta', error: undefined });
  });

  it('reports a failure once and reads again on retry', async () => {
    const attempts = [deferred<string>(), deferred<string>()];
    let n = 0;
    const onError = vi.fn();
    const { result } = renderHook(() => useLoad(() => attempts[n++]!.promise, [], { what: 'Loading the blouse failed', onError }));
    const boom = new Error('offline');
    await act(async () => attempts[0]!.reject(boom));
    expect(result.current).toMatchObject({ status: 'error', error: boom, data: undefined });
    expect(reportError).toHaveBeenCalledWith('Loading the blouse failed', boom);
    expect(onError).toHaveBeenCalledWith(boom);
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(n).toBe(2);
    await act(async () => attempts[1]!.resolve('blouse'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'blouse' });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after the deps changed', async () => {
    const byId: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ id }) => useLoad(() => byId[id]!.promise, [id]), { initialProps: { id: 'a' } });
    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
    await act(async () => byId.b!.resolve('answer for b'));
    await act(async () => byId.a!.resolve('late answer for a'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer for b' });
  });

  it('shows loading, not the previous answer, for new deps unless asked to keep it', async () => {
    const byId: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred(), c: deferred(), d: deferred() };
    const plain = renderHook(({ id }) => useLoad(() => byId[id]!.promise, [id]), { initialProps: { id: 'a' } });
    await act(async () => byId.a!.resolve('A'));
    plain.rerender({ id: 'b' });
    expect(plain.result.current.status).toBe('loading');

    const keeping = renderHook(({ id }) => useLoad(() => byId[id]!.promise, [id], { keepPrevious: true }), { initialProps: { id: 'c' } });
    await act(async () => byId.c!.resolve('C'));
    keeping.rerender({ id: 'd' });
    expect(keeping.result.current).toMatchObject({ status: 'ready', data: 'C' });
    await act(async () => byId.d!.resolve('D'));
    expect(keeping.result.current).toMatchObject({ status: 'ready', data: 'D' });
  });

  it('shows initial data at once and replaces it with the answer', async () => {
    const d = deferred<string>();
    const { result } = renderHook(() => useLoad(() => d.promise, [], { initial: 'handed over' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'handed over' });
    await act(async () => d.resolve('fresh'));
    expect(result.current.data).toBe('fresh');
  });

  it('does nothing while there is nothing to read, and ignores an answer after unmount', async () => {
    const load = vi.fn(() => Promise.resolve('x'));
    const idle = renderHook(() => useLoad(null, []));
    expect(idle.result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();

    const d = deferred<string>();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useLoad(() => d.promise, []));
    unmount();
    await act(async () => d.reject(new Error('late')));
    expect(result.current.status).toBe('loading');
    expect(reportError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('useWatch', () => {
  it('follows every value, recovers after an error, and resubscribes on retry', () => {
    const src = fakeSource<number>();
    const { result } = renderHook(() => useWatch(src.subscribe('orders'), []));
    expect(result.current.status).toBe('loading');
    act(() => src.live()[0]!.next(1));
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });
    act(() => src.live()[0]!.next(2));
    expect(result.current.data).toBe(2);
    act(() => src.live()[0]!.error(new Error('denied')));
    expect(result.current.status).toBe('error');
    act(() => result.current.retry());
    expect(src.listeners).toHaveLength(2);
    expect(src.listeners[0]!.stopped).toBe(true);
    expect(result.current.status).toBe('loading');
    act(() => src.live()[0]!.next(3));
    expect(result.current).toMatchObject({ status: 'ready', data: 3 });
  });

  it('stops the old subscription when the deps change and drops its late values', () => {
    const src = fakeSource<string>();
    const { result, rerender } = renderHook(({ id }) => useWatch(src.subscribe(id), [id]), { initialProps: { id: 'o1' } });
    const first = src.listeners[0]!;
    rerender({ id: 'o2' });
    expect(first.stopped).toBe(true);
    expect(src.live().map((l) => l.key)).toEqual(['o2']);
    act(() => first.next('stale o1'));
    expect(result.current.status).toBe('loading');
    act(() => src.live()[0]!.next('o2 now'));
    expect(result.current.data).toBe('o2 now');
  });

  it('stops on unmount and starts nothing while there is nothing to watch', () => {
    const src = fakeSource<string>();
    const { rerender, unmount } = renderHook(({ uid }) => useWatch(uid ? src.subscribe(uid) : null, [uid]), { initialProps: { uid: '' } });
    expect(src.listeners).toHaveLength(0);
    rerender({ uid: 'u1' });
    expect(src.live()).toHaveLength(1);
    unmount();
    expect(src.live()).toHaveLength(0);
  });
});

describe('fromSteps', () => {
  it('shows each step, stops early once the deps changed, and turns a throw into the error', async () => {
    const server = deferred<string>();
    const checked: boolean[] = [];
    const { result, rerender } = renderHook(({ id }) =>
      useWatch(
        fromSteps<string>(async (next, live) => {
          next(`${id} from cache`);
          const fresh = await server.promise;
          checked.push(live());
          if (!live()) return;
          if (fresh === 'fail') throw new Error('offline');
          next(`${id} ${fresh}`);
        }),
        [id],
      ),
    { initialProps: { id: 'p1' } });
    await act(async () => undefined);
    expect(result.current.data).toBe('p1 from cache');
    rerender({ id: 'p2' });
    expect(result.current.data).toBe('p2 from cache');
    await act(async () => server.resolve('fail'));
    // The first run saw it was stopped; the second threw.
    expect(checked).toEqual([false, true]);
    expect(result.current.status).toBe('error');
  });
});
