import { useState } from 'react';
import { Button } from '../../../components/button';
import { useEmailStops, useStartEmailAgain } from '../api/email-stops';
import { AccountSection, Outcome, outcomeOf, type SectionOutcome } from './account-section';

/**
 * "Stop all email" as the account page shows it (decision 0250): each of the golfer's addresses that
 * clicked the link in an email, and "Start Email Again" for it. Emails the golfer asks for (a password
 * reset, an address confirmation) come either way.
 */
export function EmailStopsSection() {
  const stops = useEmailStops();
  const startAgain = useStartEmailAgain();
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const list = stops.data ?? [];
  return (
    <AccountSection id="account-email-stops" title="Email from Teewatch">
      {stops.isPending ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">
          Alerts, reminders and notes reach your addresses. Every email has a “Stop all email” link.
        </p>
      ) : (
        <ul className="space-y-3">
          {list.map((stop) => (
            <li key={stop.email} className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <span>
                <strong>{stop.email}</strong> stopped all email on{' '}
                {new Date(stop.stoppedAt).toLocaleDateString('en-CA', { dateStyle: 'medium' })}.
              </span>
              <Button
                variant="outline"
                disabled={startAgain.isPending}
                onClick={async () =>
                  setOutcome(
                    await outcomeOf(
                      () => startAgain.mutateAsync(stop.email),
                      `Email to ${stop.email} starts again.`,
                      'Could not start email again. Please try again.',
                    ),
                  )
                }
              >
                Start Email Again
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Outcome outcome={outcome} />
    </AccountSection>
  );
}
