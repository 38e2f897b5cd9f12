import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { EMAIL_ADDRESS_MESSAGES, MAX_EMAIL_CHARS } from './email-address';

// The sign-in dialog's form rules (golfer-side §5). The spec names the rules but not their texts;
// the texts are decision 0008.

/** Length caps the account fields share (form and server), beside MAX_EMAIL_CHARS: bcrypt-era sanity for passwords. */
export const MAX_NAME_CHARS = 200;
export const MAX_PASSWORD_CHARS = 128;

export const AUTH_FORM_MESSAGES = {
  emailRequired: EMAIL_ADDRESS_MESSAGES.required,
  emailInvalid: EMAIL_ADDRESS_MESSAGES.invalid,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  nameRequired: 'Full name is required',
  emailTooLong: EMAIL_ADDRESS_MESSAGES.tooLong,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_CHARS} characters`,
  nameTooLong: `Name must be at most ${MAX_NAME_CHARS} characters`,
} as const;

export const SignInInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, AUTH_FORM_MESSAGES.emailRequired)
    .max(MAX_EMAIL_CHARS, AUTH_FORM_MESSAGES.emailTooLong)
    .pipe(z.email(AUTH_FORM_MESSAGES.emailInvalid)),
  password: z
    .string()
    .min(1, AUTH_FORM_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, AUTH_FORM_MESSAGES.passwordTooShort)
    .max(MAX_PASSWORD_CHARS, AUTH_FORM_MESSAGES.passwordTooLong),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const SignUpInputSchema = SignInInputSchema.extend({
  name: z
    .string()
    .trim()
    .min(1, AUTH_FORM_MESSAGES.nameRequired)
    .max(MAX_NAME_CHARS, AUTH_FORM_MESSAGES.nameTooLong),
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;
