import { z } from 'zod';
import { envelopeSchema } from './api-envelope';
import { pathTo } from './pages';

// Confirming an address (issue 26): the banner's and the request card's "Resend", and where the link in
// the account's confirmation email lands.

/**
 * Where better-auth's confirmation link sends the golfer, signed in, once the address is confirmed; on
 * a bad or expired link better-auth adds `&error=<CODE>`. The dashboard reads the flag and shows a toast.
 */
export const EMAIL_CONFIRMED_FLAG = 'email-confirmed';
export const EMAIL_CONFIRMED_LANDING = pathTo('dashboard', undefined, { [EMAIL_CONFIRMED_FLAG]: 1 });

/**
 * The answer to every resend, whether or not an email went out (already confirmed, or over the limit):
 * it tells nobody anything about the account or the address.
 */
export const ResendConfirmationResultSchema = envelopeSchema(z.object({ status: z.literal('sent') }));
export type ResendConfirmationResult = z.infer<typeof ResendConfirmationResultSchema>;
