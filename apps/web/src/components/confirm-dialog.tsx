import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** warning paints the confirm button amber/red; info paints it in the brand colour. */
  tone?: 'warning' | 'info';
  onConfirm: () => void;
  onCancel: () => void;
};

/** Confirmation with Confirm/Cancel labels by default and a warning or info style (golfer-side §2). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'warning',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const confirmClass =
    tone === 'warning'
      ? 'bg-amber-700 hover:bg-amber-800 text-white'
      : 'bg-emerald-700 hover:bg-emerald-800 text-white';
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} size="sm">
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={`rounded-lg px-4 py-2 font-medium ${confirmClass}`}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
