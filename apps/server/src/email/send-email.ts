import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Config } from '../config';
import { namedLogger } from '../lib/named-logger';
import { writeOutboxFile } from '../lib/outbox-file';
import { type EmailFooter, stopEmailUrl } from './email-footer';
import { isTransactional } from './email-kinds';

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The footer the html and text were rendered with (email-footer.ts): it names the email's kind, so
   * no email goes out unlisted (email-kinds.ts), and its stop link is the List-Unsubscribe.
   */
  footer: EmailFooter;
  /** A stable id lets receivers drop a copy that a retry after a crash might send again. */
  messageId?: string;
  /** The Date header; a re-composed retry keeps the first attempt's. */
  date: Date;
};

/** A message composed once (RFC 5322 bytes), so that every attempt sends exactly the same bytes. */
export type ComposedEmail = { to: string; messageId: string; source: string };

export type SentEmail = { messageId: string; transport: 'smtp' | 'outbox'; outboxFile?: string };

// One pooled transport per app config: SMTP connections are reused across alerts, and a test app's
// pool never leaks into another's.
const transports = new WeakMap<Config, Transporter>();

function transportFor(config: Config, smtpUrl: string): Transporter {
  let transport = transports.get(config);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 3,
      // Short enough that a dead SMTP server fails the attempt (and it is retried) well inside the
      // alert claim timeout, so a slow send is never mistaken for a crashed one.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(config, transport);
  }
  return transport;
}

/** Builds the message's bytes: headers, text and HTML parts, with the given (or a new) Message-ID. */
export async function composeEmail(options: {
  config: Config;
  message: EmailMessage;
}): Promise<ComposedEmail> {
  const { config, message } = options;
  const messageId = message.messageId ?? `<${randomUUID()}@teewatch>`;
  // The footer's stop link must be the recipient's own: one for another address would stop the wrong one.
  if (message.footer.stopUrl !== stopEmailUrl(config, message.to))
    throw new Error('the email footer was made for another address');
  const source = await new MailComposer({
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: listUnsubscribeHeaders(message.footer),
    messageId,
    date: message.date,
    newline: '\r\n',
  })
    .compile()
    .build();
  return { to: message.to, messageId, source: source.toString('utf8') };
}

/**
 * Hands composed bytes over: SMTP when `SMTP_URL` is set (resolves once the server accepted them,
 * rejects on any refusal), otherwise an `.eml` file in `DATA_DIR/outbox` named by the Message-ID and
 * written under a temporary name then renamed, so a crash never leaves a partial file and a re-send of
 * the same message replaces its file instead of adding a second one.
 */
export async function sendComposedEmail(options: {
  config: Config;
  email: ComposedEmail;
}): Promise<SentEmail> {
  const { config, email } = options;
  if (config.smtpUrl) {
    const info = await transportFor(config, config.smtpUrl)
      .sendMail({ envelope: { from: envelopeAddress(config.mailFrom), to: [email.to] }, raw: email.source })
      .catch((error: unknown) => {
        logSendFailure(config, email, error);
        throw error;
      });
    const rejected = (info.rejected ?? []) as unknown[];
    if (rejected.length > 0) {
      const error = new Error(`SMTP server rejected ${rejected.join(', ')}`);
      logSendFailure(config, email, error);
      throw error;
    }
    return { messageId: email.messageId, transport: 'smtp' };
  }
  // 'memory://' is the tests' "nothing on disk" data dir (as for PGlite and images): the message is dropped.
  if (config.dataDir === 'memory://') return { messageId: email.messageId, transport: 'outbox' };
  const outboxFile = await writeOutboxFile(
    path.join(config.dataDir, 'outbox'),
    outboxFileName(email.messageId),
    email.source,
  );
  return { messageId: email.messageId, transport: 'outbox', outboxFile };
}

/** The one way the app sends email: compose, then hand over (see sendComposedEmail). */
export async function sendEmail(options: { config: Config; message: EmailMessage }): Promise<SentEmail> {
  return sendComposedEmail({ config: options.config, email: await composeEmail(options) });
}

/** `<alert-12-ab@teewatch>` → `alert-12-ab@teewatch.eml`: the Message-ID, safe as a file name. */
export function outboxFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
}

/**
 * RFC 8058 one-click unsubscribe on every non-transactional email (decision 0250): the mail provider
 * POSTs `List-Unsubscribe=One-Click` to the stop link, which stops all email to the address.
 */
function listUnsubscribeHeaders(footer: EmailFooter): Record<string, string> | undefined {
  if (isTransactional(footer.kind)) return undefined;
  return {
    'List-Unsubscribe': `<${footer.stopUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** "Teewatch <alerts@x>" → "alerts@x" (the SMTP envelope wants the bare address). */
function envelopeAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** Closes the app's pooled SMTP connections (process shutdown, test teardown). */
export function closeEmailTransport(config: Config): void {
  transports.get(config)?.close();
  transports.delete(config);
}

/**
 * Every failed send is logged with its reason (SMTP code and server response), so an operator sees why
 * mail stops. Never the SMTP URL: it carries the credentials. The recipient's domain only, not the address.
 */
function logSendFailure(config: Config, email: ComposedEmail, error: unknown): void {
  const log = namedLogger(config, 'email');
  const e = error as { message?: string; code?: string; responseCode?: number; response?: string };
  log.warn(
    {
      reason: e?.message ?? String(error),
      code: e?.code,
      responseCode: e?.responseCode,
      response: e?.response,
      recipientDomain: email.to.split('@').pop(),
      messageId: email.messageId,
    },
    'email not sent',
  );
}
