import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePages, type Page } from './usePages';

vi.mock('./reportError', () => ({ reportError: vi.fn() }));

type Item = { id: string };
const page = (ids: string[], cursor: number | null, hasMore: boolean): Page<Item, number> => ({ items: ids.map((id) => ({ id })), cursor, hasMore });

/** Answers by hand, in the order the hook asks. */
function pager() {
  const asked: { cursor: number | null; resolve: (p: Page<Item, number>) => void; reject: (e: unknown) => void }[] = [];
  const fetchPage = (cursor: number | null) => new Promise<Page<Item, number>>((resolve, reject) => asked.push({ cursor, resolve, reject }));
  return { fetchPage, asked };
}

describe('usePages', () => {
  it('reads the first page, appends further ones without repeats, and reports a failed Load more', async () => {
    const p = pager();
    const { result } = renderHook(() => usePages(p.fetchPage, []));
    expect(result.current.status).toBe('loading');
    await act(async () => p.asked[0]!.resolve(page(['a', 'b'], 2, true)));
    expect(result.current).toMatchObject({ status: 'ready', hasMore: true, loadingMore: false });
    expect(result.current.items.map((i) => i.id)).toEqual(['a', 'b']);

    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    act(() => result.current.loadMore()); // a second press while loading asks nothing more
    expect(p.asked.map((a) => a.cursor)).toEqual([null, 2]);
    await act(async () => p.asked[1]!.resolve(page(['b', 'c'], 4, true)));
    expect(result.current.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);

    act(() => result.current.loadMore());
    await act(async () => p.asked[2]!.reject(new Error('offline')));
    expect(result.current).toMatchObject({ status: 'ready', moreFailed: true, loadingMore: false, hasMore: true });
    expect(result.current.items).toHaveLength(3);
  });

  it('starts over when the deps change, dropping a Load more of the old list', async () => {
    const p = pager();
    const { result, rerender } = renderHook(({ filter }) => usePages(p.fetchPage, [filter]), { initialProps: { filter: 'all' } });
    await act(async () => p.asked[0]!.resolve(page(['a'], 1, true)));
    act(() => result.current.loadMore());
    rerender({ filter: 'new' });
    expect(result.current.status).toBe('loading');
    await act(async () => p.asked[2]!.resolve(page(['x'], 9, false)));
    await act(async () => p.asked[1]!.resolve(page(['b'], 2, false)));
    expect(result.current.items.map((i) => i.id)).toEqual(['x']);
    expect(result.current.hasMore).toBe(false);
  });

  it('reads the first page again on retry, forgetting the pages loaded after it', async () => {
    const p = pager();
    const { result } = renderHook(() => usePages(p.fetchPage, []));
    await act(async () => p.asked[0]!.resolve(page(['a'], 1, true)));
    act(() => result.current.loadMore());
    await act(async () => p.asked[1]!.resolve(page(['b'], 2, true)));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => p.asked[2]!.resolve(page(['z', 'a'], 2, true)));
    expect(result.current.items.map((i) => i.id)).toEqual(['z', 'a']);
  });
});
