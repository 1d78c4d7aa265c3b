import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';
import { reportError } from './reportError';

/*
 * One way to load data for a screen: a one-shot read (`useLoad`) or a live
 * subscription (`useWatch`), both as `{ status, data, error, retry }`.
 *
 * Why not TanStack Query: @tanstack/react-query 5.108 (QueryClient, provider,
 * useQuery; minified, tree-shaken, React external) weighs 10.0 KB gzip, more
 * than the whole headroom of the `/` budget (160.6 of 170 KB), and its
 * subscriptions still need hand-written glue. This file is under 1 KB.
 */

export type Loaded<T> = (
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }
) & {
  /** Starts again: reads once more, or subscribes anew. */
  retry: () => void;
};

/** Starts a read or a subscription that reports to `onNext`/`onError`; returns how to stop it. */
export type Subscribe<T> = (onNext: (data: T) => void, onError: (error: unknown) => void) => () => void;

export interface LoadOptions<T> {
  /** Said with a failure when it is reported, e.g. "Loading the product failed". */
  what?: string;
  /** Data to show (as `ready`) until the first answer, e.g. what the server rendered or the previous screen handed over. */
  initial?: T;
  /** After the deps change, keep showing the previous answer (as `ready`) until the new one arrives, e.g. "Load more". */
  keepPrevious?: boolean;
  /** Show answers in a transition: drawing a page of cards then yields to input instead of blocking the main thread. */
  transition?: boolean;
  /** Also told of a failure, after it is reported (e.g. to re-check the admin claim on a refusal). */
  onError?: (error: unknown) => void;
}

interface Answer<T> {
  /** Which start (deps and attempt) this answer belongs to. */
  run: object;
  status: 'ready' | 'error';
  data?: T;
  error?: unknown;
}

/**
 * A live value: `subscribe` (null while there is nothing to watch, e.g. signed
 * out: the status stays `loading`) is started when the deps change and
 * stopped before the next start and on unmount. Answers from a stopped
 * subscription are dropped, so a slow old answer never overwrites a newer one.
 */
export function useWatch<T>(subscribe: Subscribe<T> | null, deps: DependencyList, options: LoadOptions<T> = {}): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  // A new identity per start (new deps or a retry): answers carry it, and one from an earlier start is stale.
  // Kept in state and renewed while rendering, React's pattern for state that follows props.
  const [start, setStart] = useState(() => ({ deps, attempt, run: {} }));
  let run = start.run;
  if (start.attempt !== attempt || !sameDeps(start.deps, deps)) {
    run = {};
    setStart({ deps, attempt, run });
  }
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const { what = 'Loading failed' } = options;

  useEffect(() => {
    if (!subscribe) return;
    let live = true;
    const stop = subscribe(
      (data) => {
        if (!live) return;
        if (options.transition) startTransition(() => setAnswer({ run, status: 'ready', data }));
        else setAnswer({ run, status: 'ready', data });
      },
      (error) => {
        if (!live) return;
        reportError(what, error);
        options.onError?.(error);
        setAnswer({ run, status: 'error', error });
      },
    );
    return () => {
      live = false;
      stop();
    };
    // `run` changes exactly when the deps (or the attempt) do; `subscribe` is that render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const current = answer?.run === run ? answer : null;
  if (current?.status === 'ready') return { status: 'ready', data: current.data as T, error: undefined, retry };
  if (current?.status === 'error') return { status: 'error', data: undefined, error: current.error, retry };
  if (options.keepPrevious && answer?.status === 'ready') return { status: 'ready', data: answer.data as T, error: undefined, retry };
  if (options.initial !== undefined && attempt === 0) return { status: 'ready', data: options.initial, error: undefined, retry };
  return { status: 'loading', data: undefined, error: undefined, retry };
}

/**
 * A read that answers more than once, e.g. a locally cached copy and then the
 * server's: `run` calls `next` per answer and may ask `live()` between steps to
 * stop early once the deps changed or the screen left; what it throws is the error.
 */
export function fromSteps<T>(run: (next: (data: T) => void, live: () => boolean) => Promise<void>): Subscribe<T> {
  return (onNext, onError) => {
    let live = true;
    run(
      (data) => live && onNext(data),
      () => live,
    ).catch((error: unknown) => live && onError(error));
    return () => {
      live = false;
    };
  };
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** A one-shot read as a subscription that answers once; a late answer after the deps changed or unmount is dropped. */
export function fromPromise<T>(load: () => Promise<T>): Subscribe<T> {
  return (onNext, onError) => {
    let live = true;
    load().then(
      (data) => live && onNext(data),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
    };
  };
}

/** A one-shot read (null while there is nothing to read: the status stays `loading`), read again when the deps change. */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: DependencyList, options?: LoadOptions<T>): Loaded<T> {
  return useWatch(load ? fromPromise(load) : null, deps, options);
}
