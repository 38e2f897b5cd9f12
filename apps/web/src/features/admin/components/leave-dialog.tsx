import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';

/** Leaving the course form with unsaved changes (admin-console §2): three choices. */
export function LeaveDialog({
  open,
  isSaving,
  onSaveAndExit,
  onDiscard,
  onContinue,
}: {
  open: boolean;
  isSaving: boolean;
  onSaveAndExit: () => void;
  onDiscard: () => void;
  onContinue: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !isSaving && onContinue()}
      title="Unsaved Changes"
      description="You have unsaved changes to this course. What would you like to do?"
      size="md"
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onContinue} disabled={isSaving}>
          Continue Editing
        </Button>
        <Button variant="dangerOutline" onClick={onDiscard} disabled={isSaving}>
          Discard Changes
        </Button>
        <Button onClick={onSaveAndExit} disabled={isSaving}>
          {isSaving ? <Spinner className="h-4 w-4" /> : null}
          Save and Exit
        </Button>
      </div>
    </Modal>
  );
}
