import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STILL_OPEN_PATH } from '../../email/still-open-link';
import { answers } from '../../http/api-document';
import { LINK_PAGE, sendLinkAnswer } from '../../http/email-link-pages';
import { EMAIL_LINK_RATE_LIMIT } from '../../http/link-rate-limit';
import { answerStillOpenLink } from './still-open.service';
import { stillOpenGonePage } from './still-open-page';

// Loose on purpose: a bad token gets the HTML "Link not valid" page from the service, not a JSON 400.
const StillOpenQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * `GET /api/open?token=…`: the Book link of an alert (issue 28, item 2). It changes nothing (mail
 * scanners follow links), so a GET it is; it shares the email links' rate limit.
 */
export async function stillOpenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock } = app.ctx;

  app.get(
    STILL_OPEN_PATH,
    {
      config: EMAIL_LINK_RATE_LIMIT,
      schema: {
        tags: ['alerts'],
        summary:
          'A Book link: on to the booking page while the time is open, else what happened and other times',
        description:
          'Answers from the mirror’s last read, never waiting on the course. Open and still right for the ' +
          'request: 302 to the course’s booking page. Taken (or no longer fitting the party): a page saying ' +
          'so, how old the read is, and the request’s other times open now. A bad, altered or expired link ' +
          '(the request ended, the time passed): the "Link not valid" page.',
        querystring: StillOpenQuerySchema,
        response: {
          200: { content: { 'text/html': LINK_PAGE } },
          // No body: `type: null` keeps the document from naming a media type for it.
          302: z.null().meta({
            description: 'Still open: on to the course’s booking page',
            headers: {
              location: {
                type: 'string',
                format: 'uri',
                description: 'The course’s booking page for the time',
              },
            },
          }),
        },
        ...answers({}),
      },
    },
    async (request, reply) =>
      sendLinkAnswer(reply, async () => {
        const answer = await answerStillOpenLink({ db, config, token: request.query.token, now: clock() });
        return answer.kind === 'open' ? { redirect: answer.bookingUrl } : { page: stillOpenGonePage(answer) };
      }),
  );
}
