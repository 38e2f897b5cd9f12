import type { Config } from '../../../config';
import { namedLogger } from '../../../lib/named-logger';
import { newOutboxSid, writeOutboxText } from './sms-outbox';
import { countSegments } from './sms-segments';
import { createTwilioMessage, INVALID_TO_NUMBER, TwilioError, UNSUBSCRIBED_RECIPIENT } from './twilio-client';

// The one way the server sends a text: Twilio when an account is configured, else a file in
// DATA_DIR/sms-outbox (decision 0170). A failure is an answer, not an exception, so a caller can tell a
// number that will never take a text (opted out, not a mobile number) from a service that is busy.

export type SmsSent = { ok: true; sid: string; segments: number; transport: 'twilio' | 'outbox' };

export type SmsFailure = {
  ok: false;
  /**
   * `opted-out`: the number replied STOP at the carrier (Twilio 21610); `invalid-number`: Twilio says it
   * cannot text it; `retry`: busy, broken or unreachable, worth another try; `refused`: anything else.
   */
  reason: 'opted-out' | 'invalid-number' | 'retry' | 'refused';
  errorCode: number | undefined;
  message: string;
  retryAfterSeconds: number | undefined;
};

export type SmsResult = SmsSent | SmsFailure;

/** The status callback URL Twilio posts a text's delivery to. */
export const SMS_STATUS_PATH = '/api/sms/status';
export const SMS_INBOUND_PATH = '/api/sms/inbound';

export async function sendSms(options: {
  config: Config;
  to: string;
  body: string;
  now: Date;
  /** Ask Twilio for delivery statuses (alerts do; a confirmation code does not need them). */
  trackDelivery?: boolean;
}): Promise<SmsResult> {
  const { config, to, body } = options;
  const { segments } = countSegments(body);
  const account = config.sms.twilio;
  if (!account) {
    const sid = newOutboxSid();
    await writeOutboxText(config, { sid, to, body, segments, date: options.now });
    return { ok: true, sid, segments, transport: 'outbox' };
  }
  try {
    const message = await createTwilioMessage({
      apiUrl: config.sms.apiUrl,
      account,
      to,
      body,
      statusCallback: options.trackDelivery ? `${config.publicUrl}${SMS_STATUS_PATH}` : undefined,
    });
    return { ok: true, sid: message.sid, segments: message.numSegments, transport: 'twilio' };
  } catch (error) {
    if (!(error instanceof TwilioError)) throw error;
    logFailure(config, to, error);
    return {
      ok: false,
      reason:
        error.code === UNSUBSCRIBED_RECIPIENT
          ? 'opted-out'
          : error.code === INVALID_TO_NUMBER
            ? 'invalid-number'
            : error.isRetryable
              ? 'retry'
              : 'refused',
      errorCode: error.code,
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
}

/** An operator sees why texts stop: Twilio's status, code and words; the number's country code only. */
function logFailure(config: Config, to: string, error: TwilioError): void {
  const log = namedLogger(config, 'sms');
  log.warn(
    { status: error.status, code: error.code, reason: error.message, countryCode: to.slice(0, 2) },
    'text not sent',
  );
}
