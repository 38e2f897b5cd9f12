import { useAppInfo } from '../lib/app-info';
import { useSessionUser } from '../lib/session';
import { ResendButton } from './resend-button';

/** The banner's words (issue 26): what stands between a new golfer and their first alert. */
export function confirmEmailText(email: string): string {
  return `Confirm ${email} to start getting alerts`;
}

/**
 * On every golfer page while the signed-in golfer's address is unconfirmed and alerts wait for it
 * (ALERTS_REQUIRE_VERIFIED_EMAIL, told by /api/app-info). It reads the light session store, not
 * better-auth's client, so it adds next to nothing to the first page. Following the emailed link
 * signs the golfer in again, and the store's next read (on the landing page) hides it.
 */
export function ConfirmEmailBanner() {
  const { user } = useSessionUser();
  const { data } = useAppInfo();
  if (user?.emailVerified !== false || data?.alertsRequireConfirmedEmail !== true) return null;
  return (
    <aside
      aria-label="Email confirmation"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <p className="min-w-0 break-words">
          <strong className="font-semibold">{confirmEmailText(user.email)}</strong>: follow the link we
          emailed you.
        </p>
        <ResendButton path="/api/users/me/email-confirmation" label="Resend the confirmation email" />
      </div>
    </aside>
  );
}
