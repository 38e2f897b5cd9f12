import type { RemovedCourse, ValidationError } from '@teewatch/shared';
import { useEffect } from 'react';
import { Modal } from '../../../components/modal';

/** The success dialog closes itself after this long (golfer-side §9). */
export const SUCCESS_AUTO_CLOSE_MS = 5000;

export function SuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, SUCCESS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="Success!" size="sm">
      <div className="flex gap-3">
        <span aria-hidden="true" className="text-2xl text-emerald-700">
          ✓
        </span>
        <div className="space-y-2 text-slate-700">
          <p>Your waitlist request has been created.</p>
          <p>
            We will keep monitoring tee times for your selected courses and dates for the next 30 days and
            email you as soon as a matching time opens up.
          </p>
        </div>
      </div>
      <CloseButton onClose={onClose} label="Got it" />
    </Modal>
  );
}

export function SubmissionFailedDialog({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="Submission Failed" size="sm">
      <ul className="list-disc space-y-1 pl-5 text-red-800">
        <li>{message}</li>
      </ul>
      <CloseButton onClose={onClose} label="OK" />
    </Modal>
  );
}

export function ValidationFailedDialog({
  open,
  errors,
  onClose,
}: {
  open: boolean;
  errors: ValidationError[];
  onClose: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="Form Validation Failed" size="sm">
      <p className="text-slate-700">Please check and correct the following errors:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
        {errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>{error.message}</li>
        ))}
      </ul>
      <CloseButton onClose={onClose} label="OK" />
    </Modal>
  );
}

export function CoursesRemovedDialog({
  open,
  warningMessage,
  removedCourses,
  onClose,
}: {
  open: boolean;
  warningMessage: string | undefined;
  removedCourses: RemovedCourse[];
  onClose: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="Some Courses Removed" size="md">
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        {warningMessage ? <p>{warningMessage}</p> : null}
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {removedCourses.map((course) => (
            <li key={course.id}>
              <span className="font-medium">{course.name}</span>: {course.reason}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-3 text-slate-700">Monitoring has been set up for the remaining valid courses.</p>
      <CloseButton onClose={onClose} label="OK" />
    </Modal>
  );
}

function CloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <div className="mt-6 flex justify-end">
      <button
        type="button"
        onClick={onClose}
        className="rounded-lg bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {label}
      </button>
    </div>
  );
}
