import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

// The sign-in dialog's form rules (golfer-side §5). The spec names the rules but not their texts;
// the texts are decision 0008.

export const AUTH_FORM_MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  nameRequired: 'Full name is required',
} as const;

export const SignInInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, AUTH_FORM_MESSAGES.emailRequired)
    .pipe(z.email(AUTH_FORM_MESSAGES.emailInvalid)),
  password: z
    .string()
    .min(1, AUTH_FORM_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, AUTH_FORM_MESSAGES.passwordTooShort),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const SignUpInputSchema = SignInInputSchema.extend({
  name: z.string().trim().min(1, AUTH_FORM_MESSAGES.nameRequired),
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;
