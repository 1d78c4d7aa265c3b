import { Modal } from '../../components/Modal';

/** A yes/no question in the shared modal; Cancel has the initial focus. */
export function ConfirmDialog({
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open
      title={message}
      onClose={onCancel}
      className="fb-confirm"
      initialFocus="[data-autofocus]"
      footer={
        <div className="row gap fb-modal-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel} data-autofocus>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      }
    >
      {null}
    </Modal>
  );
}
