import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-config';
import { renderAccountNoticeEmail } from './account-notice-email';
import { emailFooter, footerText } from './email-footer';

const url = 'http://localhost:3000/reset-password?token=abc&x=1';
// A folder of its own: loading a config writes the generated VAPID keys into DATA_DIR.
const config = testConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'teewatch-notice-')) });
const footer = emailFooter(config, 'password-reset', 'pat@example.com');
const notice = {
  footer,
  subject: 'Reset your Teewatch password',
  heading: 'Reset your password',
  lines: ['Hi <b>Pat</b>,', 'Second line.'],
  url,
  button: 'Choose a new password',
  linkLabel: 'Reset',
  facts: [{ label: 'From address', value: '<203.0.113.9>' }],
  note: 'Did not ask? Ignore this email.',
};

describe('renderAccountNoticeEmail', () => {
  it('escapes the words, links the button and ends the text with the labelled link', async () => {
    const email = await renderAccountNoticeEmail(notice);
    expect(email.subject).toBe('Reset your Teewatch password');
    expect(email.html).toContain('Hi &lt;b&gt;Pat&lt;/b&gt;,');
    expect(email.html).not.toContain('<b>Pat');
    expect([...email.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      url.replaceAll('&', '&amp;'),
      footer.stopUrl.replaceAll('&', '&amp;'),
    ]);
    expect(email.html).toContain('>Choose a new password</span>');
    expect(email.html).toContain('From address: </strong>&lt;203.0.113.9&gt;');
    expect(email.text).toBe(
      `Hi <b>Pat</b>,\n\nSecond line.\n\nFrom address: <203.0.113.9>\n\nReset: ${url}\n\nDid not ask? Ignore this email.\n\n${footerText(footer)}\n`,
    );
  });

  it('without facts or a note (an address to confirm), ends the text with the link', async () => {
    const { facts: _facts, note: _note, ...bare } = notice;
    const email = await renderAccountNoticeEmail({ ...bare, linkLabel: 'Confirm' });
    expect(email.html).toContain('>Choose a new password</span>');
    expect(email.html).not.toContain('From address');
    expect(email.html).not.toContain('Did not ask?');
    expect(email.text).toBe(`Hi <b>Pat</b>,\n\nSecond line.\n\nConfirm: ${url}\n\n${footerText(footer)}\n`);
  });
});
