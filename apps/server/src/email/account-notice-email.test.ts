import { describe, expect, it } from 'vitest';
import { renderAccountNoticeEmail } from './account-notice-email';

const url = 'http://localhost:3000/reset-password?token=abc&x=1';
const notice = {
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
    ]);
    expect(email.html).toContain('>Choose a new password</span>');
    expect(email.html).toContain('From address: </strong>&lt;203.0.113.9&gt;');
    expect(email.text).toBe(
      `Hi <b>Pat</b>,\n\nSecond line.\n\nFrom address: <203.0.113.9>\n\nReset: ${url}\n\nDid not ask? Ignore this email.\n`,
    );
  });

  it('without facts or a note (an address to confirm), ends the text with the link', async () => {
    const { facts: _facts, note: _note, ...bare } = notice;
    const email = await renderAccountNoticeEmail({ ...bare, linkLabel: 'Confirm' });
    expect(email.html).toContain('>Choose a new password</span>');
    expect(email.html).not.toContain('From address');
    expect(email.html).not.toContain('Did not ask?');
    expect(email.text).toBe(`Hi <b>Pat</b>,\n\nSecond line.\n\nConfirm: ${url}\n`);
  });
});
