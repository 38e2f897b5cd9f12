import {
  EMAIL_ADDRESS_MESSAGES,
  MAX_EMAIL_CHARS,
  MAX_NAME_CHARS,
  MAX_PASSWORD_CHARS,
} from '@teewatch/shared';
import { z } from 'zod';

// better-auth validates its bodies loosely: `{"name": null}` on update-user reached the database as a
// NOT NULL violation (a 500), and a 100,000-character name was stored. These schemas run before
// better-auth sees a body; they check types and lengths only and let better-auth own the rest
// (unknown keys pass through, so a better-auth upgrade that adds a field is not broken by us).

const email = z.string().max(MAX_EMAIL_CHARS, EMAIL_ADDRESS_MESSAGES.tooLong);
const password = z
  .string()
  .max(MAX_PASSWORD_CHARS, `Passwords have at most ${MAX_PASSWORD_CHARS} characters`);
const name = z
  .string({ error: 'Name must be text' })
  .trim()
  .min(1, 'Full name is required')
  .max(MAX_NAME_CHARS, `Name must be at most ${MAX_NAME_CHARS} characters`);
const url = z.string().max(2000, 'URLs have at most 2000 characters');
const token = z.string().max(2000);

const AUTH_BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': z.looseObject({
    email,
    password,
    name,
    image: url.nullish(),
    callbackURL: url.optional(),
  }),
  '/sign-in/email': z.looseObject({ email, password, callbackURL: url.optional() }),
  '/update-user': z.looseObject({ name: name.optional(), image: url.nullish() }),
  '/change-password': z.looseObject({ currentPassword: password, newPassword: password }),
  '/change-email': z.looseObject({ newEmail: email, callbackURL: url.optional() }),
  '/delete-user': z.looseObject({ password: password.optional(), callbackURL: url.optional() }),
  '/request-password-reset': z.looseObject({ email, redirectTo: url.optional() }),
  '/reset-password': z.looseObject({ newPassword: password, token: token.optional() }),
  '/send-verification-email': z.looseObject({ email, callbackURL: url.optional() }),
};

/** Any string better-auth receives in a body we do not list is still bounded. */
const MAX_OTHER_TEXT = 5000;

/** The first problem with an /api/auth body, or undefined when it may be handed to better-auth. */
export function checkAuthBody(authPath: string, body: unknown): string | undefined {
  const schema = AUTH_BODY_SCHEMAS[authPath];
  if (schema) {
    const result = schema.safeParse(body ?? {});
    if (!result.success) return result.error.issues[0]?.message ?? 'Invalid request body';
  }
  return longText(body) ? `Text fields have at most ${MAX_OTHER_TEXT} characters` : undefined;
}

function longText(value: unknown): boolean {
  if (typeof value === 'string') return value.length > MAX_OTHER_TEXT;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(longText);
}
