import { useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { Button } from './button';
import { Spinner } from './spinner';

export const RESEND_SENT_TEXT = 'Sent. Check your inbox (and spam folder) for the link.';
const RESEND_FAILED_TEXT = 'The email could not be sent. Please try again.';

/**
 * "Resend" for a confirmation email (issue 26): POSTs `path` and says "Sent" (the server answers the same
 * whether or not it sent, so there is nothing else to tell). What it says is announced politely.
 */
export function ResendButton({ path, label }: { path: string; label: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'sent' } | { kind: 'failed'; text: string }>({
    kind: 'idle',
  });

  async function resend() {
    setState({ kind: 'busy' });
    try {
      await apiRequest(path, { method: 'POST' });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', text: errorMessage(error, RESEND_FAILED_TEXT) });
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="warningOutline"
        size="sm"
        onClick={resend}
        disabled={state.kind === 'busy'}
        aria-label={label}
      >
        {state.kind === 'busy' ? <Spinner className="h-3.5 w-3.5" /> : null}
        Resend
      </Button>
      <span role="status" className="text-sm">
        {state.kind === 'sent' ? RESEND_SENT_TEXT : state.kind === 'failed' ? state.text : ''}
      </span>
    </span>
  );
}
