import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from '../../delivery';
import { answers } from '../../http/api-document';
import { AppError, badRequest } from '../../http/app-error';
import { answerReply } from './sms-replies';
import { recordDeliveryStatus } from './sms-status';
import { isTwilioSignatureValid } from './twilio-signature';
import { twiml } from './twiml';

// Twilio's webhooks (issue 36 item 4): inbound texts and delivery status callbacks, form-encoded and
// signed (X-Twilio-Signature, keyed with the auth token, over PUBLIC_URL + the path and the form). They
// come from Twilio's servers, never from a page of ours, so the cross-site guard lets them by and the
// signature is what stands guard: without a valid one the answer is 403 and nothing changes. Without a
// Twilio account nothing can be checked, so every call is refused.

export const INVALID_SIGNATURE_MESSAGE = 'Invalid Twilio signature';

const E164 = /^\+[1-9]\d{6,14}$/;
const TWIML = { 'text/xml': { schema: z.string().describe('TwiML: the reply text, if any') } };
const FORM_LIMIT = 16 * 1024;

const SIGNATURE_HEADER = z.object({
  'x-twilio-signature': z.string().max(100).optional().describe('Twilio’s signature of this request'),
});

/** The route options of a Twilio webhook: a signed form in, TwiML out, 403 without a valid signature. */
function twilioWebhook(doc: { summary: string; description: string }) {
  return {
    bodyLimit: FORM_LIMIT,
    schema: {
      tags: ['sms'],
      ...doc,
      headers: SIGNATURE_HEADER,
      response: { 200: { content: TWIML } },
      ...answers({ errors: [403] }),
    },
  };
}

/** The form's fields, after its signature was checked against the raw pairs Twilio signed. */
function signedForm(
  request: FastifyRequest,
  publicUrl: string,
  authToken: string | undefined,
): URLSearchParams {
  const raw = typeof request.body === 'string' ? request.body : '';
  const form = new URLSearchParams(raw);
  const given = request.headers['x-twilio-signature'];
  const valid =
    authToken !== undefined &&
    isTwilioSignatureValid({
      authToken,
      url: publicUrl + request.url,
      params: [...form.entries()],
      given: Array.isArray(given) ? given[0] : given,
    });
  if (!valid) throw new AppError('FORBIDDEN', INVALID_SIGNATURE_MESSAGE);
  return form;
}

function sendTwiml(reply: FastifyReply, message?: string) {
  return reply
    .header('content-type', 'text/xml; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(twiml(message));
}

export async function smsWebhookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock, markBooked, holdForBetter } = app.ctx;
  // Twilio posts forms; kept as text so the signature is checked over exactly what was sent.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
  }
  const form = (request: FastifyRequest) =>
    signedForm(request, config.publicUrl, config.sms.twilio?.authToken);

  app.post(
    SMS_INBOUND_PATH,
    twilioWebhook({
      summary: 'Twilio’s inbound-text webhook: STOP, START, HELP, BOOKED, PAUSE (signed by Twilio)',
      description:
        'A stop word (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) stops every text to the number; START ' +
        'or UNSTOP resumes; HELP says what Teewatch is; BOOKED stops the date of the last slot texted; PAUSE ' +
        'mutes alerts for the rest of today and tomorrow. Answers TwiML. A missing or wrong X-Twilio-Signature answers 403.',
    }),
    async (request, reply) => {
      const fields = form(request);
      const from = fields.get('From') ?? '';
      const body = fields.get('Body') ?? '';
      if (!E164.test(from) || body.length > 1600) throw badRequest('From must be an E.164 number');
      return sendTwiml(
        reply,
        await answerReply({ db, config, from, body, now: clock(), markBooked, holdForBetter }),
      );
    },
  );

  app.post(
    SMS_STATUS_PATH,
    twilioWebhook({
      summary: 'Twilio’s delivery status callback for a text (signed by Twilio)',
      description:
        'Records queued, sent, delivered, undelivered or failed and Twilio’s error code on the text’s ' +
        'notification history row; error 21610 stops texts to the number. A missing or wrong ' +
        'X-Twilio-Signature answers 403.',
    }),
    async (request, reply) => {
      const fields = form(request);
      const messageSid = fields.get('MessageSid') ?? '';
      const twilioStatus = fields.get('MessageStatus') ?? '';
      const errorCode = Number(fields.get('ErrorCode'));
      const to = fields.get('To') ?? undefined;
      if (!/^(SM|MM)[0-9a-fA-F]{32}$/.test(messageSid) || twilioStatus.length > 20)
        throw badRequest('MessageSid must be a Twilio Message SID');
      await recordDeliveryStatus({
        db,
        messageSid,
        twilioStatus,
        errorCode: Number.isInteger(errorCode) && errorCode > 0 ? errorCode : undefined,
        to: to && E164.test(to) ? to : undefined,
        now: clock(),
      });
      return sendTwiml(reply);
    },
  );
}
