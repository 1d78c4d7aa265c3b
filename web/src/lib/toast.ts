/**
 * Toasts without react-toastify in the first download: the library and its
 * container (app/Toasts.tsx, mounted by the root layout) load once the first
 * screen is up, or at once when a toast is asked for before then. A toast is
 * handed to the library only once the container has mounted: one raised
 * before that, while the page was still hydrating, could be lost.
 */
import type { ToastContent, ToastOptions } from 'react-toastify';
import { reportError } from './reportError';

let toastify: Promise<typeof import('react-toastify')> | null = null;
const loadToastify = () => (toastify ??= import('react-toastify'));

let containerMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (containerMounted = resolve));
const wanted = new Set<() => void>();

/** For the root layout: `mount` runs when a toast is asked for. Returns an unsubscribe function. */
export function onToastWanted(mount: () => void): () => void {
  wanted.add(mount);
  return () => wanted.delete(mount);
}

/** For the container: it is mounted and listening. */
export function toastContainerReady(): void {
  containerMounted();
}

type Kind = 'success' | 'error' | 'info';

/**
 * A text toast's id is its kind and words, so the same message raised again
 * while it is on screen (a button pressed twice, two checks failing alike)
 * does not stack a second copy: react-toastify ignores an id it is showing.
 * A caller that wants copies to stack gives each its own `toastId`.
 */
export function toastOptions(kind: Kind, content: ToastContent, options?: ToastOptions): ToastOptions | undefined {
  if (options?.toastId !== undefined || typeof content !== 'string') return options;
  return { ...options, toastId: `${kind}:${content}` };
}

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  wanted.forEach((mount) => mount());
  Promise.all([loadToastify(), mounted]).then(
    ([{ toast: t }]) => t[kind](content, toastOptions(kind, content, options)),
    (error: unknown) => reportError('Toasts could not load', error),
  );
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
};
