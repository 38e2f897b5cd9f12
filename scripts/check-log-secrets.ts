import { readFileSync } from 'node:fs';
import path from 'node:path';

// No log line contains a token, code or signature from a URL (issue 46, item 7): CI runs the suite with
// TEST_LOG_LEVEL=info, keeps its output, and `tsx scripts/check-log-secrets.ts <file>` fails naming each
// line that does (decision 0235). A log line is a pino JSON line ({"level":…}); the test runner's own
// output (test names, diffs) is not a log line and is not read. The patterns are the checker's own, not
// the redactor's: a gap in one is not hidden by the same gap in the other. A finding names the key or
// the route, never the value it found.

export type LogSecret = { line: number; where: string };

const MARKER = '[REDACTED]';
// A query parameter with a secret-like key, plain or percent-encoded once: separator, key, `=`, value. Only
// such keys match, so a harmless parameter's value (an encoded callbackURL) does not hide one inside it.
const PARAMETER =
  /(?:[?&;]|%3[fF]|%26)([\w.-]*(?:token|code|sig|secret|passw|key|auth|otp|nonce|session|credential)[\w.-]*)(?:=|%3[dD])((?:(?!%26|%23)[^&;#\s"'<>\\])*)/gi;
// The routes that carry a token in the path, and what follows them.
const TOKEN_PATH =
  /(\/api\/group-invitations\/|\/groups\/join\/|\/api\/auth\/reset-password\/)([^/?#\s"'<>\\]*)/g;

function isLogLine(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { level?: unknown }).level === 'number'
    );
  } catch {
    return false;
  }
}

/** Every log line of `text` (one line each) with a secret-like query value or path token left in. */
export function findLogSecrets(text: string): LogSecret[] {
  const found: LogSecret[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!isLogLine(line)) return;
    for (const [, key = '', value = ''] of line.matchAll(PARAMETER))
      if (value !== '' && value !== MARKER) found.push({ line: index + 1, where: `${key}=` });
    for (const [, route = '', segment = ''] of line.matchAll(TOKEN_PATH))
      if (segment !== '' && segment !== MARKER) found.push({ line: index + 1, where: route });
  });
  return found;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: tsx scripts/check-log-secrets.ts <captured log file>...');
    process.exit(2);
  }
  let count = 0;
  for (const file of files) {
    for (const secret of findLogSecrets(readFileSync(file, 'utf8'))) {
      console.error(`${file}:${secret.line} a log line carries an unredacted ${secret.where}`);
      count += 1;
    }
  }
  if (count > 0) {
    console.error(`${count} secrets in log lines: redact them (apps/server/src/lib/redact-secrets.ts)`);
    process.exit(1);
  }
  console.log(`no secret from a URL in the log lines of ${files.join(', ')}`);
}
