import { useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { CONTROL_CLASS } from '../../../components/form/field';
import { Modal } from '../../../components/modal';
import { LoadingState } from '../../../components/spinner';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/vancouver-dates';
import { type GroupInvitationLink, useCreateGroupInvitation } from '../api/create-group-invitation';

// "Invite friends" on a request card (issue 38 item 5, decision 0210): a fresh signed link each time the
// dialog opens, shown in a field the golfer can copy from by hand when the clipboard is out of reach.

/** Where copying got to, in words a screen reader announces. */
type CopyState = 'idle' | 'copied' | 'by-hand';

const COPY_WORDS: Record<Exclude<CopyState, 'idle'>, string> = {
  copied: 'Link copied. Send it to the friends you play with.',
  'by-hand': 'Copying is not available here: the link is selected, so copy it with Ctrl+C (⌘C on a Mac).',
};

/** The button that makes a link to the request's group, and the dialog that shows it. */
export function InviteFriendsButton({ requestId }: { requestId: number }) {
  const invite = useCreateGroupInvitation();
  const [open, setOpen] = useState(false);

  function openDialog() {
    setOpen(true);
    invite.mutate(requestId);
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={openDialog}
        aria-label={`Invite friends: waitlist request #${requestId}`}
      >
        Invite friends
      </Button>
      <Modal
        open={open}
        onOpenChange={(isOpen) => {
          setOpen(isOpen);
          if (!isOpen) invite.reset();
        }}
        title="Invite friends"
        description="Friends who open this link sign in, pick their own dates and hours inside this request's, and wait with you. Alerts go to everyone only for times that suit the whole group."
      >
        {invite.isPending ? <LoadingState text="Making your invitation link..." /> : null}
        {invite.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {errorMessage(invite.error, 'Could not make an invitation link.')}
          </p>
        ) : null}
        {invite.data ? <InvitationLink link={invite.data} /> : null}
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Done
          </Button>
        </div>
      </Modal>
    </>
  );
}

/** The link in a read-only field, its Copy button, and when it stops working. */
function InvitationLink({ link }: { link: GroupInvitationLink }) {
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copyLink() {
    try {
      // Missing outside a secure context, and refused without the page's focus or the reader's leave.
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('by-hand');
    }
  }

  return (
    <div>
      <label htmlFor="group-invitation-link" className="mb-1 block text-sm font-medium text-slate-800">
        Invitation link
      </label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <input
          ref={field}
          id="group-invitation-link"
          type="text"
          readOnly
          value={link.url}
          onFocus={(event) => event.target.select()}
          aria-describedby="group-invitation-expiry"
          className={`${CONTROL_CLASS} min-w-0 font-mono text-sm`}
        />
        <Button onClick={() => void copyLink()} className="shrink-0">
          Copy link
        </Button>
      </div>
      <p id="group-invitation-expiry" className="mt-2 text-sm text-slate-600">
        The link works until {formatDateTime(link.expires_at)}.
      </p>
      <p aria-live="polite" className="mt-2 text-sm text-emerald-800">
        {copy === 'idle' ? '' : COPY_WORDS[copy]}
      </p>
    </div>
  );
}
