import {
  channelWords,
  type DeliveryChannel,
  formatClockTime,
  formatDayLabel,
  type OpenNow,
  type RemovedCourse,
  type ValidationError,
} from '@teewatch/shared';
import { useEffect } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { UnconfirmedEmailNote } from '../../../components/unconfirmed-email-note';

/** What a sent waitlist form shows next (golfer-side §5). */
export type ResultDialog =
  | {
      kind: 'success';
      openNow: OpenNow | undefined;
      /** The channels the saved request alerts by (decision 0260); undefined from an older server. */
      channels?: DeliveryChannel[];
      /** The contact address while alerts wait for it to be confirmed (issue 26). */
      unconfirmedEmail?: string;
    }
  | { kind: 'removed'; warningMessage: string | undefined; removedCourses: RemovedCourse[] }
  | { kind: 'validation'; errors: ValidationError[] }
  | { kind: 'failed'; message: string };

/** The success dialog closes itself after this long (golfer-side §9). */
export const SUCCESS_AUTO_CLOSE_MS = 5000;

/** "7 times are open now" (issue 12): what the golfer can book at once. */
export function openNowText(count: number): string {
  return count === 1 ? '1 time is open now' : `${count} times are open now`;
}

/**
 * With times already open the dialog stays until the golfer closes it: it holds the links to book
 * them now, which an auto-close would snatch away (decision 0051). Otherwise it closes itself.
 */
function SuccessDialog({
  open,
  openNow,
  channels,
  unconfirmedEmail,
  onClose,
}: {
  open: boolean;
  openNow?: OpenNow;
  channels?: DeliveryChannel[];
  unconfirmedEmail?: string;
  onClose: () => void;
}) {
  const pairs = openNow?.pairs ?? [];
  const hasOpenTimes = (openNow?.count ?? 0) > 0 || pairs.length > 0;
  useEffect(() => {
    if (!open || hasOpenTimes) return;
    const timer = setTimeout(onClose, SUCCESS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, hasOpenTimes, onClose]);
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="Success!" size="sm">
      <div className="flex gap-3">
        <span aria-hidden="true" className="text-2xl text-emerald-700">
          ✓
        </span>
        <div className="space-y-2 text-slate-700">
          <p>Your waitlist request has been created.</p>
          {openNow && hasOpenTimes ? (
            <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-950">
              {openNow.count > 0 ? <p className="font-semibold">{openNowText(openNow.count)}</p> : null}
              {/* Two nearby times for a split party (issue 38 item 4): the first few, earlier time first. */}
              {pairs.slice(0, 3).map((pair) => (
                <p key={`${pair.first.date}-${pair.first.courseId}-${pair.first.time}-${pair.second.time}`}>
                  {`Two nearby times for your party: ${formatClockTime(pair.first.time)} + ${formatClockTime(pair.second.time)} at ${pair.first.courseName}, ${formatDayLabel(pair.first.date)}`}
                </p>
              ))}
              <p className="text-sm">Book now: open tee times are often taken within minutes.</p>
              <ul className="mt-2 space-y-1">
                {openNow.links.slice(0, 5).map((link) => (
                  <li key={link.date}>
                    <a
                      href={link.url}
                      className="font-medium text-emerald-800 underline hover:text-emerald-900"
                    >
                      {`See ${link.count === 1 ? 'it' : `the ${link.count}`} on ${formatDayLabel(link.date)}`}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p>
            We will keep monitoring tee times for your selected courses and dates until your last date (30
            days at most) and {alertYouBy(channels)} as soon as a matching time opens up.
          </p>
          {unconfirmedEmail ? <UnconfirmedEmailNote email={unconfirmedEmail} /> : null}
        </div>
      </div>
      <CloseButton onClose={onClose} label="Got it" />
    </Modal>
  );
}

/** "email you", or the channels chosen: "alert you by text", "alert you by email, push and text". */
export function alertYouBy(channels: readonly DeliveryChannel[] | undefined): string {
  if (!channels || (channels.length === 1 && channels[0] === 'email')) return 'email you';
  return `alert you by ${channelWords(channels)}`;
}

function SubmissionFailedDialog({
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

function ValidationFailedDialog({
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

function CoursesRemovedDialog({
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

/** The one result dialog `dialog` names, or none. */
export function WaitlistResultDialogs({
  dialog,
  onClose,
}: {
  dialog: ResultDialog | null;
  onClose: () => void;
}) {
  return (
    <>
      <SuccessDialog
        open={dialog?.kind === 'success'}
        openNow={dialog?.kind === 'success' ? dialog.openNow : undefined}
        channels={dialog?.kind === 'success' ? dialog.channels : undefined}
        unconfirmedEmail={dialog?.kind === 'success' ? dialog.unconfirmedEmail : undefined}
        onClose={onClose}
      />
      <CoursesRemovedDialog
        open={dialog?.kind === 'removed'}
        warningMessage={dialog?.kind === 'removed' ? dialog.warningMessage : undefined}
        removedCourses={dialog?.kind === 'removed' ? dialog.removedCourses : []}
        onClose={onClose}
      />
      <ValidationFailedDialog
        open={dialog?.kind === 'validation'}
        errors={dialog?.kind === 'validation' ? dialog.errors : []}
        onClose={onClose}
      />
      <SubmissionFailedDialog
        open={dialog?.kind === 'failed'}
        message={dialog?.kind === 'failed' ? dialog.message : ''}
        onClose={onClose}
      />
    </>
  );
}

function CloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <div className="mt-6 flex justify-end">
      <Button size="lg" onClick={onClose}>
        {label}
      </Button>
    </div>
  );
}
