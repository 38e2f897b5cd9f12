import { describeWeekdays, formatDayLabel, type MonitoringRequest } from '@teewatch/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/form/field-error';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useBookWeeklyDate, useEndMonitoringRequest } from '../api/weekly-rule-actions';
import { requestDates } from '../dashboard-rules';

/**
 * "I booked it" for a weekly rule (decision 0350): which date was booked (that date stops), then whether
 * to keep the rule, which keeps rolling, or end it.
 */
export function WeeklyBookedDialog({
  request,
  weekly,
  open,
  onClose,
}: {
  request: MonitoringRequest;
  weekly: NonNullable<MonitoringRequest['weekly']>;
  open: boolean;
  onClose: () => void;
}) {
  const watched = requestDates(request).watched;
  const [date, setDate] = useState(watched[0] ?? '');
  const [stopped, setStopped] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const book = useBookWeeklyDate();
  const end = useEndMonitoringRequest();
  const groupId = useId();
  const days = describeWeekdays(weekly.weekdays);

  const stopDate = () =>
    book.mutate(
      { id: request.id, date },
      {
        onSuccess: () => setStopped(date),
        onError: (failure) => setError(errorMessage(failure, 'Could not stop alerts for that date.')),
      },
    );
  const endRule = () =>
    end.mutate(request.id, {
      onSuccess: onClose,
      onError: (failure) => setError(errorMessage(failure, 'Could not end the weekly watch.')),
    });

  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={stopped ? `Keep watching ${days}?` : 'I booked it'}
      description={
        stopped
          ? `No more alerts for ${formatDayLabel(stopped)}. Waitlist request #${request.id} keeps watching ${days} every week until you end it.`
          : 'Which date did you book? Alerts stop for that date; the weekly watch goes on.'
      }
    >
      {stopped ? null : (
        <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
          <legend className="sr-only">The date you booked</legend>
          <div className="flex flex-col gap-2">
            {watched.map((day) => (
              <label key={day} className="inline-flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name={`${groupId}-date`}
                  checked={date === day}
                  onChange={() => setDate(day)}
                  className="h-4 w-4 accent-emerald-700"
                />
                {formatDayLabel(day)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <FieldError id={groupId} error={error} className="mt-3" />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {stopped ? (
          <>
            <Button variant="dangerOutline" onClick={endRule} disabled={end.isPending}>
              {end.isPending ? <Spinner className="h-4 w-4" /> : null}
              End the weekly watch
            </Button>
            <Button onClick={onClose}>Keep the weekly watch</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={stopDate} disabled={book.isPending || !date}>
              {book.isPending ? <Spinner className="h-4 w-4" /> : null}
              Stop alerts for this date
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
