// An email address field, as every form takes one (sign-in, the waitlist's contact address, the
// account's deletion): one length cap and one set of words, so the forms cannot drift apart.

/** RFC 5321 caps a forward path at 254 characters. */
export const MAX_EMAIL_CHARS = 254;

export const EMAIL_ADDRESS_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please enter a valid email address',
  tooLong: `Email addresses have at most ${MAX_EMAIL_CHARS} characters`,
} as const;
