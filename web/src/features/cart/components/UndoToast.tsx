import type { ToastContentProps } from 'react-toastify';
import { useT } from '../../../lib/i18n/useT';

export function UndoToast({ message, onUndo, closeToast }: Partial<ToastContentProps> & { message: string; onUndo: () => void }) {
  const { t } = useT();
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
        {t('Undo')}
      </button>
    </div>
  );
}
