import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** A stable id lets receivers drop a copy that a retry after a crash might send again. */
  messageId?: string;
};

export type SentEmail = { messageId: string; transport: 'smtp' | 'outbox'; outboxFile?: string };

// One pooled transport per app config: SMTP connections are reused across alerts, and a test app's
// pool never leaks into another's.
const transports = new WeakMap<Config, Transporter>();

function transportFor(config: Config): Transporter {
  let transport = transports.get(config);
  if (!transport) {
    transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: 3,
          // Short enough that a dead SMTP server fails the attempt (and it is retried) well inside the
          // alert claim timeout, so a slow send is never mistaken for a crashed one.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transports.set(config, transport);
  }
  return transport;
}

/**
 * The one way the app sends email: SMTP when `SMTP_URL` is set, otherwise an `.eml` file in
 * `DATA_DIR/outbox` (so development and demos work offline and the mail can be opened). Resolves
 * only once the SMTP server accepted the message; rejects on any refusal.
 */
export async function sendEmail(options: { config: Config; message: EmailMessage }): Promise<SentEmail> {
  const { config, message } = options;
  const messageId = message.messageId ?? `<${randomUUID()}@teewatch>`;
  const info = await transportFor(config)
    .sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers,
      messageId,
    })
    .catch((error: unknown) => {
      logSendFailure(config, message, error);
      throw error;
    });
  if (config.smtpUrl) {
    const rejected = (info.rejected ?? []) as unknown[];
    if (rejected.length > 0) {
      const error = new Error(`SMTP server rejected ${rejected.join(', ')}`);
      logSendFailure(config, message, error);
      throw error;
    }
    return { messageId, transport: 'smtp' };
  }
  // 'memory://' is the tests' "nothing on disk" data dir (as for PGlite and images): the message is dropped.
  if (config.dataDir === 'memory://') return { messageId, transport: 'outbox' };
  const outbox = path.join(config.dataDir, 'outbox');
  await mkdir(outbox, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const outboxFile = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(outboxFile, info.message as Buffer);
  return { messageId, transport: 'outbox', outboxFile };
}

/** Closes the app's pooled SMTP connections (process shutdown, test teardown). */
export function closeEmailTransport(config: Config): void {
  transports.get(config)?.close();
  transports.delete(config);
}

const loggers = new WeakMap<Config, Logger>();

/**
 * Every failed send is logged with its reason (SMTP code and server response), so an operator sees why
 * mail stops. Never the SMTP URL: it carries the credentials. The recipient's domain only, not the address.
 */
function logSendFailure(config: Config, message: EmailMessage, error: unknown): void {
  let log = loggers.get(config);
  if (!log) {
    log = pino({ level: config.logLevel, name: 'email' });
    loggers.set(config, log);
  }
  const e = error as { message?: string; code?: string; responseCode?: number; response?: string };
  log.warn(
    {
      reason: e?.message ?? String(error),
      code: e?.code,
      responseCode: e?.responseCode,
      response: e?.response,
      recipientDomain: message.to.split('@').pop(),
      subject: message.subject,
    },
    'email not sent',
  );
}
