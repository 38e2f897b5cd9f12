import type { Config } from '../config';
import { EMAIL_KINDS, type EmailKind } from './email-kinds';
import { createStopEmailToken } from './stop-email-token';

// The foot of every email (decision 0251): who sends it (CASL: name, mailing address, a contact),
// why a transactional one came, and the "Stop all email" link, which is also the one-click
// List-Unsubscribe of every non-transactional email (send-email.ts adds the headers).

export type EmailFooter = {
  kind: EmailKind;
  /** One click here (GET shows a button, POST stops) stops all email to the address (decision 0250). */
  stopUrl: string;
  /** "Sent by Teewatch, Vancouver, British Columbia, Canada. Contact: privacy@…" */
  sender: string;
  /** Why a transactional email came even to an address that stopped all email; absent otherwise. */
  reason?: string;
};

export const STOP_ALL_EMAIL_WORDS = 'Stop all email from Teewatch to this address';

/** The stop-all link of an address: /api/stop-email with its signed token. */
export function stopEmailUrl(config: Config, address: string): string {
  const url = new URL('/api/stop-email', config.publicUrl);
  url.searchParams.set('token', createStopEmailToken({ secret: config.authSecret, address }));
  return url.href;
}

export function emailFooter(config: Config, kind: EmailKind, to: string): EmailFooter {
  const { name, postalAddress, contact } = config.sender;
  const rule = EMAIL_KINDS[kind];
  return {
    kind,
    stopUrl: stopEmailUrl(config, to),
    sender: `Sent by ${name}, ${postalAddress}. Contact: ${contact}`,
    ...(rule.transactional
      ? { reason: `You get this email even if you stopped email from us: it ${rule.reason}.` }
      : {}),
  };
}

/** The footer as the text part's last lines. */
export function footerText(footer: EmailFooter): string {
  return [
    '--',
    ...(footer.reason ? [footer.reason] : []),
    `${STOP_ALL_EMAIL_WORDS}: ${footer.stopUrl}`,
    footer.sender,
  ].join('\n');
}
