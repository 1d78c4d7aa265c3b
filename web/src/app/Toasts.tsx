import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastContainerReady } from '../lib/toast';
import { useMediaQuery } from '../components/useMediaQuery';
import { useLanguageInAddress } from '../lib/i18n/useLanguageInAddress';
import './Toasts.css';

export const TOAST_AUTO_CLOSE_MS = 5000;
/** Phones: at the bottom, where a notice never covers the navigation bar. */
export const PHONE_TOAST_QUERY = '(max-width: 640px)';

/**
 * The toast container: top right below the header on larger screens, bottom
 * on phones; loaded after the first screen. This chunk also keeps the shown
 * language in the address from then on (one lazy chunk fewer in the first
 * download's code: an address that arrived with `?lang=` has it already).
 */
export default function Toasts() {
  useLanguageInAddress();
  const phone = useMediaQuery(PHONE_TOAST_QUERY);
  // Runs after the container's own effects, so it is subscribed to new toasts by then.
  useEffect(toastContainerReady, []);
  return (
    <ToastContainer position={phone ? 'bottom-center' : 'top-right'} theme="light" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop={!phone} />
  );
}
