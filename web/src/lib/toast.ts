/**
 * Toasts without react-toastify in the first download: the library loads
 * beside the first screen (RootLayout's container) or with the first toast.
 * react-toastify queues toasts raised before its container mounts.
 */
import type { ToastContent, ToastOptions } from 'react-toastify';

let toastify: Promise<typeof import('react-toastify')> | null = null;
const loadToastify = () => (toastify ??= import('react-toastify'));

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  loadToastify().then(
    ({ toast: t }) => t[kind](content, options),
    (error: unknown) => console.error('Toasts could not load', error),
  );
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
};
