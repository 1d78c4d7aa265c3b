import type { ReactNode } from 'react';
import { Modal } from '../../../components/Modal';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in the shared Modal; the safe choice gets the focus first. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', busy, busyLabel, danger, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={open}
      onClose={() => !busy && onCancel()}
      title={title}
      initialFocus=".confirm-cancel"
      footer={
        <>
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
          <button type="button" className="btn btn-outline confirm-cancel" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
