import { z } from 'zod';
import { envelopeSchema } from './api-envelope';
import { EMAIL_ADDRESS_MESSAGES, MAX_EMAIL_CHARS } from './email-address';
import { IsoInstantSchema } from './iso-instant';

// Email and data the law accepts (issue 48 item 5, decisions 0250–0254): the addresses that stopped
// all email, the wording versions a golfer agrees to, and the figures the privacy page states.

/**
 * The wording a golfer agrees to, by version (decision 0253): `terms` is the sign-up form's "I agree
 * to the Terms and the Privacy policy" (the /terms and /privacy pages), `texts` the text-alert consent
 * box. Change the version whenever the words (or the pages they link) change in substance; the
 * server records the version agreed, with the time.
 */
export const CONSENT_VERSIONS = { terms: '2026-12-01', texts: '2026-12-01' } as const;
export type ConsentKind = keyof typeof CONSENT_VERSIONS;

/** One address of the golfer's that stopped all email, and since when. */
export const EmailStopSchema = z.object({ email: z.string(), stoppedAt: IsoInstantSchema });
export type EmailStop = z.infer<typeof EmailStopSchema>;

/** GET /api/account/email-stops: the golfer's addresses (account and contact) that stopped all email. */
export const EmailStopsResultSchema = envelopeSchema(z.object({ stops: z.array(EmailStopSchema).max(100) }));

export const START_EMAIL_NOT_YOURS =
  'You can start email again only to your account’s confirmed address or a contact address you confirmed';

/** POST /api/account/email-stops/start-again body. */
export const StartEmailAgainInputSchema = z.object({
  email: z
    .string({ error: EMAIL_ADDRESS_MESSAGES.required })
    .trim()
    .min(1, EMAIL_ADDRESS_MESSAGES.required)
    .max(MAX_EMAIL_CHARS, EMAIL_ADDRESS_MESSAGES.tooLong),
});
export type StartEmailAgainInput = z.infer<typeof StartEmailAgainInputSchema>;

export const StartEmailAgainResultSchema = envelopeSchema(
  z.object({ email: z.string(), isStopped: z.literal(false) }),
);

/** What /privacy states from the server's settings (served in /api/app-info). */
export const PrivacyFactsSchema = z.object({
  senderName: z.string(),
  postalAddress: z.string(),
  contact: z.string(),
  retention: z.object({
    notificationsDays: z.number().int(),
    sessionDetailsDays: z.number().int(),
    rateLimitHours: z.number().int(),
  }),
  consentVersions: z.object({ terms: z.string(), texts: z.string() }),
});
export type PrivacyFacts = z.infer<typeof PrivacyFactsSchema>;
