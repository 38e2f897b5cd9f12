import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../config';
import { writeOutboxFile } from '../../../lib/outbox-file';

// Texts written to DATA_DIR/sms-outbox when no Twilio account is set (decision 0170), as emails go to
// DATA_DIR/outbox without SMTP: one JSON file per text, named by its SID, written under a temporary name
// then renamed, so a crash never leaves half a file. A file's name is its time (milliseconds, zero-padded)
// then its SID, so listing newest first needs no file read. The admin console's Outbox lists them
// beside the emails.

export type OutboxText = { sid: string; to: string; body: string; segments: number; date: Date };

const FILE_PATTERN = /^\d{15}-SM[0-9a-f]{32}\.json$/;

function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'sms-outbox');
}

/** A Message SID in Twilio's shape, so the outbox and Twilio's texts read alike in the history. */
export function newOutboxSid(): string {
  return `SM${randomBytes(16).toString('hex')}`;
}

export async function writeOutboxText(config: Config, text: OutboxText): Promise<string | undefined> {
  // 'memory://' is the tests' "nothing on disk" data dir (as for email): the text is dropped.
  if (config.dataDir === 'memory://') return undefined;
  return writeOutboxFile(
    outboxDir(config),
    `${String(text.date.getTime()).padStart(15, '0')}-${text.sid}.json`,
    `${JSON.stringify({ ...text, date: text.date.toISOString() }, null, 2)}\n`,
  );
}

/** The newest `limit` texts (by when they were sent) and how many there are in all. */
export async function listOutboxTexts(
  config: Config,
  limit: number,
): Promise<{ texts: OutboxText[]; total: number }> {
  let names: string[];
  try {
    names = await readdir(outboxDir(config));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { texts: [], total: 0 };
    throw error;
  }
  const files = names.filter((name) => FILE_PATTERN.test(name)).sort((a, b) => (a < b ? 1 : -1));
  const texts = await Promise.all(
    files.slice(0, limit).map(async (name) => {
      const stored = JSON.parse(await readFile(path.join(outboxDir(config), name), 'utf8')) as Record<
        string,
        unknown
      >;
      return {
        sid: String(stored.sid),
        to: String(stored.to),
        body: String(stored.body),
        segments: Number(stored.segments) || 1,
        date: new Date(String(stored.date)),
      };
    }),
  );
  return { texts, total: files.length };
}
