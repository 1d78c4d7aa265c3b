import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastContainerReady } from '../lib/toast';

export const TOAST_AUTO_CLOSE_MS = 5000;

/** The spec's toast container: top right, light theme; loaded after the first screen. */
export default function Toasts() {
  // Runs after the container's own effects, so it is subscribed to new toasts by then.
  useEffect(toastContainerReady, []);
  return <ToastContainer position="top-right" theme="light" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
