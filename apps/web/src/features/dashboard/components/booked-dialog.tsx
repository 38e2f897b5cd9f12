import {
  checkHeldTime,
  type HeldTime,
  HeldTimeSchema,
  type MonitoringRequest,
  toValidationErrors,
} from '@teewatch/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { HeldTimeFields, newHeldTime } from '../../../components/held-time-fields';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { useSetHeldTime } from '../api/set-held-time';
import { requestDates } from '../dashboard-rules';

/** The first problem with a held time, as the server would name it; undefined when it may be sent. */
function problemOf(held: HeldTime, request: MonitoringRequest): string | undefined {
  const parsed = HeldTimeSchema.safeParse(held);
  if (!parsed.success) return toValidationErrors(parsed.error.issues)[0]?.message;
  return checkHeldTime({
    held: parsed.data,
    preferredDates: request.preferred_dates,
    courseIds: request.courses.map((course) => course.id),
  })[0]?.message;
}

/**
 * "I booked it" on the dashboard (issue 38 item 1, decision 0195): which time the golfer booked, and
 * "keep watching for something better?": the request then holds that time and alerts only for better.
 */
export function BookedDialog({
  request,
  open,
  onClose,
}: {
  request: MonitoringRequest;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSetHeldTime();
  const watchedDates = requestDates(request).watched;
  const courseIds = request.courses.map((course) => course.id);
  const [held, setHeld] = useState<HeldTime>(() => request.held ?? newHeldTime(courseIds, watchedDates));
  const [error, setError] = useState<string | undefined>();

  function keepWatching() {
    const problem = problemOf(held, request);
    setError(problem);
    if (problem) return;
    save.mutate(
      { id: request.id, held },
      {
        onSuccess: () => {
          onClose();
          toast.show({
            type: 'success',
            title: 'Watching for something better',
            message: `Waitlist request #${request.id} now alerts you only for a time that beats the one you hold.`,
          });
        },
        onError: (failure) => setError(errorMessage(failure, 'Could not save the time you hold.')),
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="I booked it"
      description="Keep watching for something better? Tell us the time you booked: Teewatch alerts you only for a time that beats it."
      size="lg"
    >
      <HeldTimeFields
        held={held}
        courses={request.courses}
        watched={request.courses}
        dates={watchedDates}
        error={error}
        onChange={(next) => {
          setHeld(next);
          setError(undefined);
        }}
      />
      <p className="mt-4 text-sm text-slate-600">
        Not looking for anything better? Pause or delete the request instead.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={keepWatching} disabled={save.isPending}>
          {save.isPending ? <Spinner className="h-4 w-4" /> : null}
          Keep watching for better
        </Button>
      </div>
    </Modal>
  );
}
