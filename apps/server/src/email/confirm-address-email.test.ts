import { describe, expect, it } from 'vitest';
import { renderConfirmAddressEmail } from './confirm-address-email';

describe('renderConfirmAddressEmail', () => {
  it('escapes the words, links the button and ends the text with the link', async () => {
    const url = 'http://localhost:3000/api/contact-email/confirm?token=c1.a.b&x=1';
    const email = await renderConfirmAddressEmail({
      subject: 'Confirm tee-time alerts to this address',
      heading: 'Confirm alerts to this address',
      lines: ['<b>Mallory</b> asked Teewatch to send tee-time alerts to this address.', 'Second line.'],
      url,
      button: 'Send alerts here',
    });
    expect(email.subject).toBe('Confirm tee-time alerts to this address');
    expect(email.html).toContain('&lt;b&gt;Mallory&lt;/b&gt; asked Teewatch');
    expect(email.html).not.toContain('<b>Mallory');
    expect([...email.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      url.replaceAll('&', '&amp;'),
    ]);
    expect(email.html).toContain('>Send alerts here</span>');
    expect(email.text).toBe(
      `<b>Mallory</b> asked Teewatch to send tee-time alerts to this address.\n\nSecond line.\n\nConfirm: ${url}\n`,
    );
  });
});
