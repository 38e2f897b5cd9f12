import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-config';
import { spawnTsxProcessGroup } from '../../test/worker-processes';
import { emailFooter } from './email-footer';
import { composeEmail, outboxFileName, sendComposedEmail } from './send-email';

// Without SMTP_URL every email lands in DATA_DIR/outbox: one file per Message-ID, never half-written.

describe('the outbox', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-outbox-'));
  const config = testConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Teewatch <alerts@teewatch.test>' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names the file by Message-ID, writes it whole, and a re-send replaces it', async () => {
    const email = await composeEmail({
      config,
      message: {
        to: 'golfer@example.com',
        subject: 'Tee time open',
        html: '<p>7:12 AM</p>',
        text: '7:12 AM',
        footer: emailFooter(config, 'alert', 'golfer@example.com'),
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

  it('leaves no zero-byte or partial .eml when the writing process is killed -9 mid-write', async () => {
    // A separate process writes 2 MB emails back to back; it is killed at whatever point it reached.
    const crashDir = mkdtempSync(path.join(tmpdir(), 'teewatch-outbox-crash-'));
    const bytes = 2_000_000;
    const child = spawnTsxProcessGroup('apps/server/test/outbox-writer.ts', {
      DATA_DIR: crashDir,
      OUTBOX_BYTES: String(bytes),
    });
    const outbox = path.join(crashDir, 'outbox');
    const emails = () => readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', () => resolve());
        child.once('exit', () => reject(new Error('the writer stopped')));
      });
      while (emails().length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
      // Every .eml is whole: its own Message-ID header and the full body, byte for byte.
      for (const name of emails()) {
        const n = /^outbox-(\d+)@test\.eml$/.exec(name)?.[1];
        expect(n, name).toBeDefined();
        expect(readFileSync(path.join(outbox, name), 'utf8')).toBe(
          `Message-ID: <outbox-${n}@test>\r\n\r\n${'x'.repeat(bytes)}`,
        );
      }
      // Whatever was cut short is a hidden temporary file, never an .eml.
      expect(
        readdirSync(outbox)
          .filter((name) => !name.endsWith('.eml'))
          .every((name) => name.endsWith('.tmp')),
      ).toBe(true);
    } finally {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      rmSync(crashDir, { recursive: true, force: true });
    }
  }, 60_000);
});
