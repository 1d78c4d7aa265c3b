import type { ToastContentProps } from 'react-toastify';

export function UndoToast({ message, onUndo, closeToast }: Partial<ToastContentProps> & { message: string; onUndo: () => void }) {
  return (
    <div className="undo-toast">
      <span>{message}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => {
          closeToast?.();
          onUndo();
        }}
      >
        Undo
      </button>
    </div>
  );
}
