import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

// What the email and text outboxes (under DATA_DIR, where a message goes without SMTP or Twilio) share:
// a message file written whole or not at all.

/**
 * Writes `contents` to `dir`/`fileName` (the folder made if need be) through a synced temporary file and a
 * rename, so a reader never sees half a message; the temporary file is removed if the write fails.
 */
export async function writeOutboxFile(dir: string, fileName: string, contents: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, fileName);
  const temporary = path.join(dir, `.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(contents);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return file;
}
