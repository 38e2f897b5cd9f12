// What a log line may never carry: a secret from a URL. Emailed links put their tokens in the query
// (token=, and a code or signature elsewhere) and three routes put one in the path; a URL may also sit
// inside an error's message or another URL's callbackURL, percent-encoded. One rule for all: the value
// goes, the key and the route stay, so a line still says what was asked (decision 0235).

export const REDACTED = '[REDACTED]';

/** Words that make a query key secret-like: token, code, signature/sig, secret, password, key, auth, otp, nonce, session. */
const SECRET_WORD = 'token|code|sig|secret|passw|key|auth|otp|nonce|session|credential';

/** A query key named like a secret. */
export const SECRET_QUERY_KEY = new RegExp(`(?:${SECRET_WORD})`, 'i');

/** Routes whose next path segment is a token: the group invitation (API and page) and better-auth's password reset. */
export const TOKEN_PATH_PREFIXES = ['/api/group-invitations/', '/groups/join/', '/api/auth/reset-password/'];

// A secret-like query parameter, plain or percent-encoded once (a URL inside another's callbackURL): the
// separator, the key, `=`, then the value up to the next separator (plain or encoded) or the URL's end.
// Only secret-like keys match, so a harmless parameter never swallows an encoded URL after it.
const QUERY_PARAMETER = new RegExp(
  `([?&;]|%3[fF]|%26)([\\w.\\-]*(?:${SECRET_WORD})[\\w.\\-]*)(=|%3[dD])((?:(?!%26|%23)[^&;#\\s"'<>\\\\])*)`,
  'gi',
);

const TOKEN_PATH = new RegExp(`(${TOKEN_PATH_PREFIXES.join('|')})([^/?#\\s"'<>\\\\]+)`, 'g');

/** `text` (a URL, a path, or a message with URLs in it) with every secret-like query value and path token replaced by [REDACTED]. */
export function redactSecrets(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (whole, separator: string, key: string, equals: string, value: string) =>
      value === '' || value === REDACTED ? whole : `${separator}${key}${equals}${REDACTED}`,
    )
    .replace(TOKEN_PATH, (whole, prefix: string, segment: string) =>
      segment === REDACTED ? whole : `${prefix}${REDACTED}`,
    );
}
