import { Writable } from 'node:stream';

/** A log destination that keeps every line written to it, for a test that reads what an app logged. */
export function captureLog(): { stream: Writable; lines: () => string[]; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const text = () => chunks.join('');
  return { stream, text, lines: () => text().split('\n').filter(Boolean) };
}
