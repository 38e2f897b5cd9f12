import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests and benchmarks (the `smtp-server` package): collects every accepted
 * message, parsed and as raw bytes, with the name the client greeted with (EHLO; nodemailer takes it
 * from `?name=` on the SMTP URL). `setDown(true)` makes it refuse mail with a temporary error, like a
 * server that is down; `setRecipientDelay(ms)` holds each RCPT TO answer, leaving a client mid-send;
 * `holdRecipients(true)` holds them until `releaseHeld()`, and `heldClients()` says who is waiting.
 */
export async function startTestSmtpServer(
  options: {
    port?: number;
    /** Accepted but not collected (e.g. sign-up verification emails in tests that count alert emails). */
    ignore?: (mail: ParsedMail) => boolean;
  } = {},
) {
  const messages: (ParsedMail & { receivedAt: Date; raw: Buffer; clientName: string })[] = [];
  const waiters = new Set<() => void>();
  let isDown = false;
  let recipientDelayMs = 0;
  let isHolding = false;
  const held: { clientName: string; release: () => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (isDown) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
      callback();
    },
    onRcptTo(_address, session, callback) {
      if (isHolding) held.push({ clientName: session.hostNameAppearsAs, release: () => callback() });
      else if (recipientDelayMs > 0) setTimeout(() => callback(), recipientDelayMs);
      else callback();
    },
    onData(stream, session, callback) {
      if (isDown) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Service not available'), { responseCode: 451 })),
        );
        return;
      }
      // The bytes as received are kept beside the parsed mail, so tests can compare re-sends exactly.
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            if (options.ignore?.(mail)) return callback();
            messages.push(
              Object.assign(mail, { receivedAt: new Date(), raw, clientName: session.hostNameAppearsAs }),
            );
            callback();
            for (const wake of waiters) wake();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    setDown(down: boolean) {
      isDown = down;
    },
    setRecipientDelay(ms: number) {
      recipientDelayMs = ms;
    },
    holdRecipients(hold: boolean) {
      isHolding = hold;
    },
    /** The client names of the sends held at RCPT TO, in arrival order. */
    heldClients(): string[] {
      return held.map((entry) => entry.clientName);
    },
    /** Answers every held RCPT TO (a client that died meanwhile is simply gone). */
    releaseHeld() {
      for (const entry of held.splice(0)) {
        try {
          entry.release();
        } catch {
          // The connection closed while held.
        }
      }
    },
    /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
    waitForMessages: (count: number, timeoutMs = 20_000) => waitForCount(messages, waiters, count, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** Resolves once `messages` holds at least `count`, woken by each arrival; rejects after `timeoutMs`. */
async function waitForCount(
  messages: readonly unknown[],
  waiters: Set<() => void>,
  count: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (messages.length < count) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`expected ${count} messages, got ${messages.length}`);
    await new Promise<void>((resolve) => {
      const wake = () => {
        waiters.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, Math.min(left, 250));
      waiters.add(wake);
    });
  }
}
