import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { useT } from '../lib/i18n/useT';

interface Props {
  open: boolean;
  /** The question; it names the dialog. */
  title: string;
  /** More about what happens, when the question alone does not say it. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in the shared Modal; the safe choice (Cancel) gets the focus first. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy, busyLabel, danger, className, onConfirm, onCancel }: Props) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      onClose={() => !busy && onCancel()}
      title={title}
      className={className}
      initialFocus=".confirm-cancel"
      footer={
        <>
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
          <button type="button" className="btn btn-outline confirm-cancel" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('Cancel')}
          </button>
        </>
      }
    >
      {children ?? null}
    </Modal>
  );
}
