import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Feedback, FeedbackCursor, FeedbackPage } from './data';

vi.mock('../../lib/reportError', () => ({ reportError: vi.fn() }));
const { useFeedbackPages } = await import('./useFeedbackPages');

const item = (id: string) => ({ id }) as Feedback;
const cursor = (n: number) => ({ n }) as unknown as FeedbackCursor;

describe('useFeedbackPages', () => {
  it('reloads as many items as are shown, keeping them on screen until the answer', async () => {
    const asked: { size: number; after: FeedbackCursor | null; resolve: (p: FeedbackPage) => void }[] = [];
    const fetcher = (size: number, after: FeedbackCursor | null) =>
      new Promise<FeedbackPage>((resolve) => asked.push({ size, after, resolve }));
    const { result } = renderHook(() => useFeedbackPages(fetcher, 2));
    await act(async () => asked[0]!.resolve({ items: [item('a'), item('b')], cursor: cursor(2), hasMore: true }));
    act(() => result.current.loadMore());
    await act(async () => asked[1]!.resolve({ items: [item('c')], cursor: cursor(3), hasMore: false }));
    expect(result.current.items.map((f) => f.id)).toEqual(['a', 'b', 'c']);

    act(() => result.current.reload());
    expect(asked[2]).toMatchObject({ size: 3, after: null });
    expect(result.current.items.map((f) => f.id)).toEqual(['a', 'b', 'c']);
    await act(async () => asked[2]!.resolve({ items: [item('a'), item('c')], cursor: cursor(2), hasMore: false }));
    expect(result.current).toMatchObject({ status: 'ready', hasMore: false });
    expect(result.current.items.map((f) => f.id)).toEqual(['a', 'c']);
  });
});
