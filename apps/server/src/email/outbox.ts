import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Config } from '../config';

// Reading back what sendComposedEmail wrote to DATA_DIR/outbox when SMTP_URL is unset (the admin
// console's Outbox, issue 26). A message's id is its file name without `.eml`; files are only ever
// found by listing the folder, and an id is checked against that shape before it touches a path.

export type OutboxEntry = { id: string; to: string; subject: string; date: Date };
export type OutboxMessage = OutboxEntry & { html: string | undefined; text: string };

const ID_PATTERN = /^[A-Za-z0-9@_-][A-Za-z0-9@._-]{0,199}$/;

function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

/** The `.eml` files, newest first by when they were written (a re-send replaces its file). */
async function outboxFiles(config: Config): Promise<{ id: string; file: string; writtenAt: Date }[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir(config));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml') && ID_PATTERN.test(name.slice(0, -4)))
      .map(async (name) => {
        const file = path.join(outboxDir(config), name);
        return { id: name.slice(0, -4), file, writtenAt: (await stat(file)).mtime };
      }),
  );
  return files.sort((a, b) => b.writtenAt.getTime() - a.writtenAt.getTime() || (a.id < b.id ? 1 : -1));
}

async function parse(file: string, writtenAt: Date) {
  const mail = await simpleParser(await readFile(file));
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a.text).join(', ') : '';
  return { mail, to, subject: mail.subject ?? '', date: mail.date ?? writtenAt };
}

/** The newest `limit` messages (to, subject, Date header) and how many there are in all. */
export async function listOutbox(
  config: Config,
  limit: number,
): Promise<{ messages: OutboxEntry[]; total: number }> {
  const files = await outboxFiles(config);
  const messages = await Promise.all(
    files.slice(0, limit).map(async ({ id, file, writtenAt }) => {
      const { to, subject, date } = await parse(file, writtenAt);
      return { id, to, subject, date };
    }),
  );
  return { messages, total: files.length };
}

/** One message by id, or undefined when the outbox has no such file. */
export async function readOutboxMessage(config: Config, id: string): Promise<OutboxMessage | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const found = (await outboxFiles(config)).find((entry) => entry.id === id);
  if (!found) return undefined;
  const { mail, to, subject, date } = await parse(found.file, found.writtenAt);
  return { id, to, subject, date, html: mail.html || undefined, text: mail.text ?? '' };
}
