import { MAX_PASSWORD_CHARS, PASSWORD_MIN_LENGTH } from '@teewatch/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// The server's password rule beyond the spec's client rule (at least 6 characters): refuse the
// passwords attackers try first. zxcvbn-ts with its common-password dictionary decides (never a list
// of our own): a password that is, as a whole, on that list ("password1", "admin123"), or that zxcvbn
// scores 0 (under 1,000 guesses: "aaaaaa", "qwerty", "abcdef") is refused. Longer passwords that merely
// contain a common word ("secret123", "right-password") pass: with the sign-in lockout they cost an
// online attacker far more tries than they get (decision 0101).

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the first ones people guess. Please choose a less common password.';

/**
 * zxcvbn runs on the event loop and its time grows steeply with length (bench/password-check: about 4 ms
 * at 16 characters, 40 ms at 24, 0.4–0.5 s at 96–128 on a loaded 2-core machine), so it reads only the
 * first 20 characters. The passwords guessed first are short; a longer one is judged by its start.
 */
export const CHECKED_CHARS = 20;

let checker: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment to load and most requests never need them. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: CHECKED_CHARS });
  return checker;
}

/** The reason a password is refused, or undefined when it may be used. */
export async function commonPasswordProblem(password: string): Promise<string | undefined> {
  // Length problems are better-auth's to word (minPasswordLength / maxPasswordLength).
  if (password.length < PASSWORD_MIN_LENGTH || password.length > MAX_PASSWORD_CHARS) return undefined;
  const result = await zxcvbn().checkAsync(password);
  const [only, ...rest] = result.sequence;
  const wholeIsCommon =
    rest.length === 0 && only?.pattern === 'dictionary' && only.dictionaryName === 'passwords-common';
  return result.score === 0 || wholeIsCommon ? COMMON_PASSWORD_MESSAGE : undefined;
}

/**
 * Every better-auth endpoint that sets a password, and the body field that carries it. The before-hook
 * in auth.ts checks these, so sign-up, reset, change-password and the admin's set-password share the rule.
 */
export const PASSWORD_FIELD_BY_PATH: Readonly<Record<string, string>> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/admin/create-user': 'password',
  '/admin/set-user-password': 'newPassword',
};
