// Every kind of email Teewatch sends, as one closed list (decision 0251). A send names its kind
// (EmailMessage.kind), so a new email cannot go out without being listed here, and the list's test
// (every-email.test.ts) checks each kind's footer, headers and "Stop all email" link.
//
// CASL: a commercial electronic message needs the sender's identification and a working unsubscribe.
// A kind is `transactional` when it only confirms, or warns about, something the reader did or asked
// for (an exemption the law makes); the reason is written beside it. Every other kind carries the
// RFC 8058 one-click List-Unsubscribe and is not sent to an address that stopped all email.

export type EmailKindRule = { transactional: false } | { transactional: true; reason: string };

export const EMAIL_KINDS = {
  alert: { transactional: false },
  'release-reminder': { transactional: false },
  'group-ended': { transactional: false },
  // Asked for on the account page, but it stands for an alert: it goes only where alerts would (decision 0262).
  'test-alert': { transactional: false },
  'account-verification': {
    transactional: true,
    reason: 'confirms the address of an account the reader just created',
  },
  'contact-confirmation': {
    transactional: true,
    reason: 'asks the reader to confirm an address someone named for alerts; nothing is sent until they do',
  },
  'password-reset': { transactional: true, reason: 'the reset link the reader asked for' },
  'sign-in-blocked': { transactional: true, reason: 'a security notice about the reader’s own account' },
  'sign-up-attempt': {
    transactional: true,
    reason: 'tells the owner of an account that someone tried to create another with their address',
  },
} as const satisfies Record<string, EmailKindRule>;

export type EmailKind = keyof typeof EMAIL_KINDS;

export const EMAIL_KIND_NAMES = Object.keys(EMAIL_KINDS) as EmailKind[];

export function isTransactional(kind: EmailKind): boolean {
  return EMAIL_KINDS[kind].transactional;
}
