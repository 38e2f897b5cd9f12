import { Button } from './button';
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
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} size="sm">
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'warning' ? 'warning' : 'primary'} size="lg" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
