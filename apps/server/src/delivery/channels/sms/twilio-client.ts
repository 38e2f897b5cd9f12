import type { TwilioAccount } from '../../../config';

// Twilio's Programmable Messaging API, the one call we make (decision 0170): create a Message.
// `POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic with the account SID and
// auth token, a form body. A small typed client over fetch rather than the `twilio` package, whose API
// address cannot be set (TWILIO_API_URL points tests and the demo at a local stand-in).

/** What Twilio answers for a created message (the fields we read). */
export type TwilioMessage = {
  sid: string;
  status: string;
  /** Twilio's own count of the segments it will send. */
  numSegments: number;
};

/**
 * A refusal: Twilio's HTTP status, its error code (21610: the number replied STOP; 21211: not a valid
 * number; 20429: too many requests), and how long to wait when it said so.
 */
export class TwilioError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }
  /** Worth another try later: the service was busy or broke, or the network did. */
  get isRetryable(): boolean {
    return this.status === 429 || this.status >= 500 || this.status === 0;
  }
}

export const UNSUBSCRIBED_RECIPIENT = 21610;
export const INVALID_TO_NUMBER = 21211;

/** One attempt is bounded well inside a job's lease; a hung API fails and is retried. */
const TIMEOUT_MS = 15_000;

export async function createTwilioMessage(options: {
  apiUrl: string;
  account: TwilioAccount;
  to: string;
  body: string;
  /** Where Twilio posts this message's delivery statuses. */
  statusCallback?: string;
}): Promise<TwilioMessage> {
  const { apiUrl, account, to, body, statusCallback } = options;
  const form = new URLSearchParams({ To: to, Body: body });
  // A Messaging Service picks the sender from its pool; otherwise our own number sends.
  if (account.messagingServiceSid) form.set('MessagingServiceSid', account.messagingServiceSid);
  else if (account.from) form.set('From', account.from);
  if (statusCallback) form.set('StatusCallback', statusCallback);
  const basic = Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/2010-04-01/Accounts/${account.accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new TwilioError(`Twilio not reached: ${(error as Error).message}`, 0, undefined, undefined);
  }
  const answer = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new TwilioError(
      typeof answer?.message === 'string' ? answer.message : `Twilio answered ${response.status}`,
      response.status,
      typeof answer?.code === 'number' ? answer.code : undefined,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  if (typeof answer?.sid !== 'string')
    throw new TwilioError('Twilio answered without a message SID', response.status, undefined, undefined);
  return {
    sid: answer.sid,
    status: typeof answer.status === 'string' ? answer.status : 'queued',
    numSegments: Number(answer.num_segments) || 1,
  };
}
