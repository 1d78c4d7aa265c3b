/**
 * Modal: an accessible dialog rendered into document.body.
 *
 *   <Modal open={open} onClose={() => setOpen(false)} title="Choose an option">
 *     ...content...
 *   </Modal>
 *
 * - role="dialog", aria-modal, labelled by its title (hideTitle keeps it for screen readers only).
 * - Focus moves into the dialog (the `initialFocus` selector, else the first control),
 *   Tab and Shift+Tab stay inside, Escape and the close button call onClose, and focus
 *   returns to the element that had it before opening.
 * - A dialog opened from inside another (a size guide over the options dialog) takes
 *   the keyboard until it closes; the one beneath keeps its state.
 * - The page behind does not scroll while it is open. It is not made inert, so that
 *   toasts (rendered in the app root) are still announced while a dialog is open.
 * - variant: 'dialog' (centred card), 'drawer' (slides in from the left, full height),
 *   'overlay' (full screen, dark: image zoom).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './Modal.css';
import { useT } from '../lib/i18n/useT';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  variant?: 'dialog' | 'drawer' | 'overlay';
  /** CSS selector of the element to focus first, inside the dialog. */
  initialFocus?: string;
  className?: string;
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Open dialogs, innermost last: only that one answers Escape and Tab. */
const openDialogs: HTMLElement[] = [];

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  children,
  footer,
  variant = 'dialog',
  initialFocus,
  className,
  closeLabel,
}: ModalProps) {
  const titleId = useId();
  const { t } = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) openDialogs.push(dialog);
    if (dialog) {
      const preferred = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
      (preferred ?? focusableIn(dialog)[0] ?? dialog).focus();
    }

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (dialog && openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const items = focusableIn(dialogRef.current);
      if (items.length === 0) {
        event.preventDefault();
        dialogRef.current.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && dialogRef.current.contains(active);
      if (event.shiftKey && (active === first || !inside || active === dialogRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (dialog && openDialogs.includes(dialog)) openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  return createPortal(
    <div
      className={`modal-backdrop modal-${variant}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal-panel${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={`modal-header${hideTitle ? ' modal-header-bare' : ''}`}>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'modal-title'}>
            {title}
          </h2>
          <button type="button" className="modal-close" onClick={onClose} aria-label={closeLabel ?? t('Close')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
