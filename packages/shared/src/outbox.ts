import { z } from 'zod';

// The admin console's Outbox (issue 26): the emails written to DATA_DIR/outbox when SMTP_URL is unset.

/** An outbox message's id: its file name without `.eml` (the Message-ID made safe as a file name). */
export const OutboxIdParamSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9@_-][A-Za-z0-9@._-]{0,199}$/, 'Invalid message ID'),
});

export const OutboxMessageSummarySchema = z.object({
  id: z.string().max(200),
  to: z.string().max(1000),
  subject: z.string().max(1000),
  /** ISO 8601: the message's Date header (else when the file was written). */
  date: z.string().max(40),
});
export type OutboxMessageSummary = z.infer<typeof OutboxMessageSummarySchema>;

/** At most this many messages are listed, newest first. */
export const OUTBOX_LIST_LIMIT = 100;

/** A text written to DATA_DIR/sms-outbox because no Twilio account is set (issue 36). */
export const OutboxTextSchema = z.object({
  /** The text's Message SID (Twilio's shape: SM and 32 hex digits). */
  sid: z.string().max(34),
  /** E.164. */
  to: z.string().max(16),
  body: z.string().max(1600),
  segments: z.number().int(),
  /** ISO 8601: when it was sent. */
  date: z.string().max(40),
});
export type OutboxText = z.infer<typeof OutboxTextSchema>;

export const OutboxListSchema = z.object({
  /** 'smtp': mail goes over SMTP and nothing is kept here; 'outbox': messages are files in DATA_DIR/outbox. */
  transport: z.enum(['smtp', 'outbox']),
  messages: z.array(OutboxMessageSummarySchema).max(OUTBOX_LIST_LIMIT),
  /** How many messages the outbox holds in all. */
  total: z.number().int(),
  /** 'twilio': texts go through Twilio and nothing is kept here; 'outbox': texts are files in DATA_DIR/sms-outbox. */
  textTransport: z.enum(['twilio', 'outbox']),
  /** The newest texts, newest first (at most OUTBOX_LIST_LIMIT). */
  texts: z.array(OutboxTextSchema).max(OUTBOX_LIST_LIMIT),
  /** How many texts the outbox holds in all. */
  textsTotal: z.number().int(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

export const OutboxMessageSchema = OutboxMessageSummarySchema.extend({
  text: z.string().max(200_000),
  /** Where the rendered HTML is served (sandboxed, under a strict CSP) for an iframe. */
  htmlUrl: z.string().max(300),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
