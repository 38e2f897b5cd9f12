import { CHANNEL_CHOICE_LABELS, type TestAlert, type TestAlertChannel } from '@teewatch/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useAccountPhone } from '../../../lib/account-phone';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/vancouver-dates';
import { useSendTestAlert, useTestAlerts } from '../api/test-alerts';
import { AccountSection, Outcome, type SectionOutcome } from './account-section';

// "Send a test" (issue 51 item 6, decision 0262): per channel the golfer has set up (email always, text
// with a confirmed number not stopped), one test through the same provider as their alerts, and the
// latest tests, each marked as a test.

const STATUS_WORDS: Record<TestAlert['status'], string> = {
  sent: 'Sent',
  failed: 'Not sent',
  sending: 'Sending',
};

function outcomeOfTest(test: TestAlert): NonNullable<SectionOutcome> {
  if (test.status === 'failed') return { ok: false, text: test.error ?? 'The test could not be sent.' };
  const where = test.recipient ?? 'you';
  return test.channel === 'email'
    ? { ok: true, text: `Test email sent to ${where}. It should arrive within a minute; check spam if not.` }
    : { ok: true, text: `Test text sent to ${where}. It should arrive within a minute.` };
}

export function TestAlertsSection({ email }: { email: string }) {
  const phone = useAccountPhone().data;
  const tests = useTestAlerts();
  const send = useSendTestAlert();
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const channels: { channel: TestAlertChannel; to: string }[] = [
    { channel: 'email', to: email },
    ...(phone?.confirmed && !phone.stopped ? [{ channel: 'sms' as const, to: phone.phone }] : []),
  ];
  const sendTest = async (channel: TestAlertChannel) => {
    setOutcome(undefined);
    try {
      setOutcome(outcomeOfTest(await send.mutateAsync(channel)));
    } catch (caught) {
      setOutcome({ ok: false, text: errorMessage(caught, 'The test could not be sent. Please try again.') });
    }
  };
  const history = tests.data ?? [];
  return (
    <AccountSection id="account-test-alerts" title="Test your alerts">
      <p className="text-sm text-slate-700">
        See an alert arrive before a tee time opens. A test goes the way your alerts go and does not count
        toward your daily limits.
      </p>
      <ul className="space-y-3">
        {channels.map(({ channel, to }) => (
          <li key={channel} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">
              <strong>{CHANNEL_CHOICE_LABELS[channel]}</strong> to {to}
            </span>
            <Button
              variant="outline"
              disabled={send.isPending}
              aria-label={`Send a test ${channel === 'email' ? 'email' : 'text'}`}
              onClick={() => sendTest(channel)}
            >
              Send a test
            </Button>
          </li>
        ))}
      </ul>
      <Outcome outcome={outcome} />
      {history.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Your latest tests</h3>
          <ul aria-label="Your latest tests" className="mt-2 space-y-1 text-sm text-slate-700">
            {history.map((test) => (
              <li key={test.id} className="break-words">
                <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800">
                  Test
                </span>
                {CHANNEL_CHOICE_LABELS[test.channel]} to {test.recipient ?? 'a deleted address'} ·{' '}
                {STATUS_WORDS[test.status]} · {formatDateTime(test.requestedAt)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </AccountSection>
  );
}
