import { describe, expect, it } from 'vitest';
import { renderAccountNoticeEmail } from './account-notice-email';

describe('renderAccountNoticeEmail', () => {
  it('escapes the words, links the button and ends the text with the labelled link', async () => {
    const url = 'http://localhost:3000/reset-password?token=abc&x=1';
    const email = await renderAccountNoticeEmail({
      subject: 'Reset your Teewatch password',
      heading: 'Reset your password',
      lines: ['Hi <b>Pat</b>,', 'Second line.'],
      url,
      button: 'Choose a new password',
      linkLabel: 'Reset',
      facts: [{ label: 'From address', value: '<203.0.113.9>' }],
      note: 'Did not ask? Ignore this email.',
    });
    expect(email.subject).toBe('Reset your Teewatch password');
    expect(email.html).toContain('Hi &lt;b&gt;Pat&lt;/b&gt;,');
    expect([...email.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      url.replaceAll('&', '&amp;'),
    ]);
    expect(email.html).toContain('>Choose a new password</span>');
    expect(email.html).toContain('From address: </strong>&lt;203.0.113.9&gt;');
    expect(email.text).toBe(
      `Hi <b>Pat</b>,\n\nSecond line.\n\nFrom address: <203.0.113.9>\n\nReset: ${url}\n\nDid not ask? Ignore this email.\n`,
    );
  });
});
