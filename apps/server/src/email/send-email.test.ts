import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { composeEmail, outboxFileName, sendComposedEmail } from './send-email';

// Without SMTP_URL every email lands in DATA_DIR/outbox: one file per Message-ID, never half-written.

describe('the outbox', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-outbox-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    MAIL_FROM: 'Teewatch <alerts@teewatch.test>',
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names the file by Message-ID, writes it whole, and a re-send replaces it', async () => {
    const email = await composeEmail({
      config,
      message: {
        to: 'golfer@example.com',
        subject: 'Tee time open',
        html: '<p>7:12 AM</p>',
        text: '7:12 AM',
        messageId: '<alert-7-abc@localhost>',
        date: new Date('2030-06-12T15:00:00Z'),
      },
    });
    const sent = await sendComposedEmail({ config, email });
    expect(path.basename(sent.outboxFile!)).toBe('alert-7-abc@localhost.eml');
    await sendComposedEmail({ config, email });
    const outbox = path.join(dataDir, 'outbox');
    expect(readdirSync(outbox)).toEqual(['alert-7-abc@localhost.eml']);
    const written = readFileSync(sent.outboxFile!, 'utf8');
    expect(written).toBe(email.source);
    expect(written).toContain('Message-ID: <alert-7-abc@localhost>');
    expect(written).toContain('Date: Wed, 12 Jun 2030 15:00:00 +0000');
  });

  it('keeps file names safe whatever the Message-ID holds', () => {
    expect(outboxFileName('<a/../b c@x>')).toBe('a_.._b_c@x.eml');
  });
});
