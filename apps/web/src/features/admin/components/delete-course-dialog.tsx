import {
  type AdminGolfCourse,
  COURSE_DELETE_MISMATCH_MESSAGE,
  USAGE_UNAVAILABLE_MESSAGE,
} from '@teewatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/vancouver-dates';
import { useCourseUsage } from '../api/get-course-usage';
import { courseNameMatches } from '../lib/course-name-match';

type DeleteCourseDialogProps = {
  course: Pick<AdminGolfCourse, 'id' | 'name'>;
  onCancel: () => void;
  /** Deletes the course; rejects with the server's reason. */
  onConfirm: () => Promise<void>;
};

/** Typed-name confirmation with the course's real usage (admin-console §2, §8). */
export function DeleteCourseDialog({ course, onCancel, onConfirm }: DeleteCourseDialogProps) {
  const inputId = useId();
  const usage = useCourseUsage(course.id);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [isDeleting, setIsDeleting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!courseNameMatches(typed, course.name)) {
      setError(COURSE_DELETE_MISMATCH_MESSAGE);
      return;
    }
    setError(undefined);
    setIsDeleting(true);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to delete golf course'));
      setIsDeleting(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isDeleting && onCancel()}
      title="Delete Golf Course"
      description={`This permanently deletes ${course.name}. This cannot be undone.`}
    >
      <section
        aria-labelledby={`${inputId}-usage`}
        className="rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        <h3 id={`${inputId}-usage`} className="text-sm font-semibold text-slate-900">
          Usage summary
        </h3>
        {usage.isPending ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" /> Loading usage...
          </p>
        ) : usage.isError || !usage.data ? (
          <p className="mt-2 text-sm text-slate-700">{USAGE_UNAVAILABLE_MESSAGE}</p>
        ) : (
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Active monitoring requests</dt>
            <dd className="font-medium text-slate-900">{usage.data.activeMonitoringRequests}</dd>
            <dt className="text-slate-600">Total historical requests</dt>
            <dd className="font-medium text-slate-900">{usage.data.totalHistoricalRequests}</dd>
            <dt className="text-slate-600">Last request</dt>
            <dd className="font-medium text-slate-900">
              {usage.data.lastRequestDate ? formatDate(usage.data.lastRequestDate) : 'Never'}
            </dd>
          </dl>
        )}
      </section>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <TextField
          id={inputId}
          label={
            <>
              Type <span className="font-semibold text-slate-900">{course.name}</span> to confirm
            </>
          }
          value={typed}
          autoComplete="off"
          onChange={(value) => {
            setTyped(value);
            setError(undefined);
          }}
          error={error}
          announceError
        />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onCancel} disabled={isDeleting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isDeleting || typed === ''}>
            {isDeleting ? <Spinner className="h-4 w-4" /> : null}
            Delete Course
          </Button>
        </div>
      </form>
    </Modal>
  );
}
