import { z } from 'zod';
import { envelopeSchema } from './api-envelope';
import { IsoInstantSchema } from './iso-instant';

// The golfer's phone for text alerts (issue 36, decision 0171): added with a ticked consent box, confirmed
// by a 6-digit code texted to it. The server parses and stores the number as E.164; the form sends it as
// typed.

/** A number as typed: digits, spaces, dashes, dots, brackets and a leading +; E.164 fits in 16. */
export const MAX_PHONE_INPUT_LENGTH = 30;
export const PHONE_CODE_LENGTH = 6;
/** A code is good for this long, and for this many wrong tries. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;

export const PHONE_MESSAGES = {
  invalidPhone: 'Please enter a valid mobile number, like 604 555 0100',
  consentRequired: 'Please tick the box to agree to receive text alerts',
  invalidCode: `Please enter the ${PHONE_CODE_LENGTH}-digit code from the text`,
  wrongCode: 'That code is not right. Please check the text and try again.',
  expiredCode: 'This code has expired. Please ask for a new one.',
  tooManyTries: 'Too many wrong codes. Please ask for a new one.',
  noCodePending: 'There is no code to confirm. Please add your number first.',
  optedOut:
    'This number replied STOP to Teewatch, so we cannot text it. Reply START to one of our texts, then try again.',
  takenNumber: 'This number is already confirmed on another Teewatch account.',
  notSent: 'We could not send a text to this number. Please check it and try again.',
  noPhone: 'You have no phone number to remove',
} as const;

/** PUT /api/account/phone: the number and the golfer's express consent (an unticked box must be ticked). */
export const PhoneInputSchema = z.object({
  phone: z
    .string({ error: PHONE_MESSAGES.invalidPhone })
    .trim()
    .min(1, PHONE_MESSAGES.invalidPhone)
    .max(MAX_PHONE_INPUT_LENGTH, PHONE_MESSAGES.invalidPhone)
    .regex(/^\+?[\d\s().-]+$/, PHONE_MESSAGES.invalidPhone),
  consent: z.literal(true, { error: PHONE_MESSAGES.consentRequired }),
});
export type PhoneInput = z.input<typeof PhoneInputSchema>;

/** POST /api/account/phone/confirm. */
export const PhoneConfirmInputSchema = z.object({
  code: z
    .string({ error: PHONE_MESSAGES.invalidCode })
    .trim()
    .max(PHONE_CODE_LENGTH, PHONE_MESSAGES.invalidCode)
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), PHONE_MESSAGES.invalidCode),
});
export type PhoneConfirmInput = z.infer<typeof PhoneConfirmInputSchema>;

/** The account's number as the Account page shows it. */
export const AccountPhoneSchema = z.object({
  /** E.164: +16045550100. */
  phone: z.string().max(16),
  confirmed: z.boolean(),
  /** The number replied STOP (or the carrier says it did): no text goes to it until it replies START. */
  stopped: z.boolean(),
  /** While a code waits to be typed: when it expires (ISO 8601); else null. */
  codeExpiresAt: IsoInstantSchema.nullable(),
});
export type AccountPhone = z.infer<typeof AccountPhoneSchema>;

/** GET, PUT, POST confirm: the number, or null when the account has none. */
export const AccountPhoneResultSchema = envelopeSchema(AccountPhoneSchema.nullable());
export const DeletedPhoneResultSchema = envelopeSchema(z.object({ deleted: z.literal(true) }));

/** "+16045550100" → "(604) 555-0100" for North American numbers; others as they are. */
export function formatPhoneForDisplay(e164: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : e164;
}
