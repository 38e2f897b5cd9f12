import { useEffect, useRef } from 'react';
import type { SendAfterSignIn } from './use-waitlist-submission';

export const ACCOUNT_NEEDED_MESSAGE =
  'Joining the waitlist needs a free account. Fill in the form now: when you press Join Waitlist we ask you to sign in or sign up, then send your request with the answers you gave.';
export const SIGNED_IN_SENDING_MESSAGE = 'Signed in: sending your waitlist request...';
export const SIGNED_IN_SENT_MESSAGE = 'Signed in: your waitlist request was sent.';

/**
 * The line above the waitlist form: a signed-out golfer learns first that joining needs an account;
 * after the sign-in the form asked for, the request's sending is reported (and takes focus, since the
 * golfer comes back from the sign-in dialog with nothing else to tell them what happens).
 */
export function WaitlistNotice({
  sendAfterSignIn,
  isSignedIn,
  isEditing,
  isWaitingForSignIn,
}: {
  sendAfterSignIn: SendAfterSignIn;
  isSignedIn: boolean;
  isEditing: boolean;
  isWaitingForSignIn: boolean;
}) {
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sendAfterSignIn === 'sending') noticeRef.current?.focus();
  }, [sendAfterSignIn]);

  if (sendAfterSignIn) {
    return (
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900 focus-ring"
      >
        {sendAfterSignIn === 'sending' ? SIGNED_IN_SENDING_MESSAGE : SIGNED_IN_SENT_MESSAGE}
      </p>
    );
  }
  if (isSignedIn || isEditing) return null;
  return <SignedOutNotice isWaitingForSignIn={isWaitingForSignIn} />;
}

/**
 * What a golfer not signed in reads above the form: that joining needs an account, or, once the form has
 * asked them to sign in, that their answers wait for it. The page's static shell opens with it too.
 */
export function SignedOutNotice({ isWaitingForSignIn = false }: { isWaitingForSignIn?: boolean }) {
  return (
    <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
      {isWaitingForSignIn
        ? 'Sign in to finish: your answers are kept and sent once you are signed in.'
        : ACCOUNT_NEEDED_MESSAGE}
    </p>
  );
}
