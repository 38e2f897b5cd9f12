import { describe, expect, it } from 'vitest';
import { AUTH_FORM_MESSAGES, SignInInputSchema, SignUpInputSchema } from './auth';

function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('sign-in form rules', () => {
  it('accepts a trimmed email and a 6-character password', () => {
    expect(SignInInputSchema.parse({ email: '  pat@example.com ', password: 'secret' })).toEqual({
      email: 'pat@example.com',
      password: 'secret',
    });
  });

  it('names each problem once per field', () => {
    const result = SignUpInputSchema.safeParse({ email: '', password: '', name: '  ' });
    expect(firstMessages(result)).toEqual({
      email: AUTH_FORM_MESSAGES.emailRequired,
      password: AUTH_FORM_MESSAGES.passwordRequired,
      name: AUTH_FORM_MESSAGES.nameRequired,
    });
  });

  it('rejects a malformed email and a short password', () => {
    const result = SignInInputSchema.safeParse({ email: 'pat@', password: '12345' });
    expect(firstMessages(result)).toEqual({
      email: AUTH_FORM_MESSAGES.emailInvalid,
      password: AUTH_FORM_MESSAGES.passwordTooShort,
    });
  });
});
