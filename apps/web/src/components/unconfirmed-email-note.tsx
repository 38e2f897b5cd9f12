import type { ReactNode } from 'react';

/** "Alerts start once … is confirmed" (issue 26): the waitlist's success dialog and each request card. */
export function alertsStartText(email: string): string {
  return `Alerts start once ${email} is confirmed.`;
}

/** The note in amber, with what to do, and room for a Resend button beside it. */
export function UnconfirmedEmailNote({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        <strong className="font-semibold">{alertsStartText(email)}</strong> Follow the link in the email we
        sent to it.
      </p>
      {children}
    </div>
  );
}
