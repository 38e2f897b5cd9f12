import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature';
import { twiml } from './twiml';

// Twilio's request signature against the vector its own request-validator tests use (auth token 12345,
// the example URL with its query string, five form fields), and TwiML's escaping.

const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params: [string, string][] = [
  ['CallSid', 'CA1234567890ABCDE'],
  ['Caller', '+14158675309'],
  ['Digits', '1234'],
  ['From', '+14158675309'],
  ['To', '+18005551212'],
];
const EXPECTED = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('Twilio’s signature', () => {
  it('matches Twilio’s published vector, whatever order the fields come in', () => {
    expect(twilioSignature('12345', url, params)).toBe(EXPECTED);
    expect(twilioSignature('12345', url, [...params].reverse())).toBe(EXPECTED);
    expect(isTwilioSignatureValid({ authToken: '12345', url, params, given: EXPECTED })).toBe(true);
  });

  it('refuses another token, URL or value, and a missing signature', () => {
    const check = (changes: Partial<Parameters<typeof isTwilioSignatureValid>[0]>) =>
      isTwilioSignatureValid({ authToken: '12345', url, params, given: EXPECTED, ...changes });
    expect(check({ authToken: '12346' })).toBe(false);
    expect(check({ url: url.replace('bar=2', 'bar=3') })).toBe(false);
    expect(
      check({ params: params.map(([k, v]) => [k, k === 'Digits' ? '9999' : v] as [string, string]) }),
    ).toBe(false);
    expect(check({ given: undefined })).toBe(false);
    expect(check({ given: '' })).toBe(false);
  });
});

describe('twiml', () => {
  it('answers one escaped message, or nothing', () => {
    expect(twiml('Fish & <chips> "now"')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Fish &amp; &lt;chips&gt; &quot;now&quot;</Message></Response>',
    );
    expect(twiml()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});
