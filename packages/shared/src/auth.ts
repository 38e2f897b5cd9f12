import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

// The sign-in dialog's form rules (golfer-side §5). The spec names the rules but not their texts;
// the texts are decision 0008.

/** Length caps every account field shares (form and server): RFC 5321 for emails; bcrypt-era sanity for passwords. */
export const MAX_EMAIL_CHARS = 254;
export const MAX_NAME_CHARS = 200;
export const MAX_PASSWORD_CHARS = 128;

export const AUTH_FORM_MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  nameRequired: 'Full name is required',
  emailTooLong: `Email addresses have at most ${MAX_EMAIL_CHARS} characters`,
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
