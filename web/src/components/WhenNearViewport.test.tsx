import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenNearViewport } from './WhenNearViewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('WhenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its children only once the spot comes near the viewport', () => {
    let report: Callback = () => {};
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, init: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <WhenNearViewport margin="300px">
        <p>Far below</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('Far below')).toBeNull();
    expect(options[0].rootMargin).toBe('300px');
    act(() => report([{ isIntersecting: false }]));
    expect(screen.queryByText('Far below')).toBeNull();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('Far below')).toBeTruthy();
  });

  it('renders once mounted where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport>
        <p>Shown</p>
      </WhenNearViewport>,
    );
    expect(await screen.findByText('Shown')).toBeTruthy();
  });
});
