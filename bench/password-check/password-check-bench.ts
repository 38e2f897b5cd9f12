import { randomBytes, scrypt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { commonPasswordProblem } from '@teewatch/server/features/auth';

// Issue 26 item 6: what the common-password rule (zxcvbn-ts) costs a request that sets a password,
// against the cost every such request already pays in the same run: better-auth's scrypt hash (its
// parameters: N 16384, r 16, p 1, 64 bytes). Prints the first check (the dictionaries load then), then a
// scale curve over password length: the median check time and its ratio to the median hash. Never fails
// on a timing.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

function hash(password: string): Promise<void> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      randomBytes(16),
      64,
      { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
}

async function median(run: () => Promise<unknown>, rounds = ROUNDS): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** A password of `length` characters that zxcvbn must take apart: words, digits and symbols mixed. */
function passwordOf(length: number): string {
  const pieces = 'fairway-123-Eagle!putt-green-7-birdie';
  return pieces.repeat(Math.ceil(length / pieces.length)).slice(0, length);
}

const coldStart = performance.now();
await commonPasswordProblem('first-check-1');
const coldMs = performance.now() - coldStart;
const hashMs = await median(() => hash('fairway-123'));
console.log(`first check (loads the dictionaries): ${coldMs.toFixed(1)} ms`);
console.log(`baseline, better-auth's scrypt hash: ${hashMs.toFixed(2)} ms (median of ${ROUNDS})`);
console.log('\n| length | check (median) | × hash |\n|---|---|---|');
for (const length of [6, 12, 16, 24, 32, 48, 96, 128]) {
  const password = passwordOf(length);
  const checkMs = await median(() => commonPasswordProblem(password));
  console.log(`| ${length} | ${checkMs.toFixed(2)} ms | ${(checkMs / hashMs).toFixed(2)}× |`);
}
