import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export const TOAST_AUTO_CLOSE_MS = 5000;

/** The spec's toast container: top right, light theme; loaded after the first screen. */
export default function Toasts() {
  return <ToastContainer position="top-right" theme="light" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
