import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTwilioRequest, startTwilioStandIn, type TwilioStandIn } from './twilio';

// The Twilio stand-in on its own: Basic auth, Twilio's JSON and errors, and signatures as Twilio makes
// them (its published vector).

let standIn: TwilioStandIn;
beforeAll(async () => {
  standIn = await startTwilioStandIn();
});
afterAll(async () => standIn.close());

/** The status and Twilio's JSON (its `code` on a refusal). */
type Answer = { status: number; json(): Promise<Record<string, unknown>> };

function post(
  form: Record<string, string>,
  auth = `${standIn.accountSid}:${standIn.authToken}`,
): Promise<Answer> {
  return fetch(`${standIn.url}/2010-04-01/Accounts/${standIn.accountSid}/Messages.json`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}` },
    body: new URLSearchParams(form),
  }).then((response) => ({
    status: response.status,
    json: async () => (await response.json()) as Record<string, unknown>,
  }));
}

describe('the Twilio stand-in', () => {
  it('signs as Twilio does', () => {
    const params = new URLSearchParams({
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    });
    expect(signTwilioRequest('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
    );
  });

  it('takes a message with Basic auth and answers Twilio’s JSON with its segments', async () => {
    const response = await post({ To: '+16045550100', From: standIn.from, Body: 'x'.repeat(161) });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      account_sid: standIn.accountSid,
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      status: 'queued',
      to: '+16045550100',
      from: standIn.from,
      num_segments: '2',
      direction: 'outbound-api',
    });
    expect(standIn.messages.at(-1)).toMatchObject({ sid: body.sid, numSegments: 2 });
  });

  it('refuses a wrong token and bad messages with Twilio’s codes', async () => {
    const wrong = await post(
      { To: '+16045550100', From: standIn.from, Body: 'hi' },
      `${standIn.accountSid}:nope`,
    );
    expect([wrong.status, (await wrong.json()).code]).toEqual([401, 20003]);
    const noTo = await post({ To: '604', From: standIn.from, Body: 'hi' });
    expect([noTo.status, (await noTo.json()).code]).toEqual([400, 21211]);
    const noFrom = await post({ To: '+16045550100', Body: 'hi' });
    expect([noFrom.status, (await noFrom.json()).code]).toEqual([400, 21603]);
  });

  it('answers 429, 500 and 21610 when told to, then accepts again', async () => {
    standIn.refuseNext(429, 500, 21610);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const response = await post({ To: '+16045550101', From: standIn.from, Body: 'hi' });
      answers.push([response.status, (await response.json()).code ?? null]);
    }
    expect(answers).toEqual([
      [429, 20429],
      [500, 20500],
      [400, 21610],
      [201, null],
    ]);
  });
});
