import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error';
import { acceptUrlencodedForms, linkErrorPage, sendHtml } from '../../http/email-link-pages';
import { EMAIL_LINK_RATE_LIMIT } from '../../http/link-rate-limit';
import { markBooked, readBookedLink } from './booked.service';
import { bookedChoicePage, bookedDonePage } from './booked-pages';

// Loose on purpose: a bad value gets the HTML "Link not valid" page from the service, not a JSON 400.
const BookedQuerySchema = z.object({
  token: z.string().max(300).optional(),
  date: z.string().max(10).optional(),
  scope: z.string().max(10).optional(),
});

/**
 * "I booked it" (issue 16, item 4). `GET /api/booked` changes nothing (mail scanners follow links): it
 * shows the choice. `POST /api/booked` acts: stops that date (`scope=date`) or the whole request.
 * The token is the request's signed "booked" link token; the POST comes from our own page, so it goes
 * through the cross-site guard like any other state change.
 */
export async function bookedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  // The page's form posts are urlencoded and empty: everything is in the query.
  acceptUrlencodedForms(app);

  app.get(
    '/api/booked',
    {
      config: EMAIL_LINK_RATE_LIMIT,
      schema: {
        tags: ['alerts'],
        summary: '"I booked it" confirmation page',
        querystring: BookedQuerySchema,
      },
    },
    async (request, reply) => {
      try {
        const state = await readBookedLink({
          db,
          secret: config.authSecret,
          token: request.query.token,
          date: request.query.date,
          now: new Date(),
        });
        return sendHtml(reply, 200, bookedChoicePage({ ...state, token: request.query.token! }));
      } catch (error) {
        if (error instanceof AppError) return sendHtml(reply, error.status, linkErrorPage(error.message));
        throw error;
      }
    },
  );

  app.post(
    '/api/booked',
    {
      config: EMAIL_LINK_RATE_LIMIT,
      schema: {
        tags: ['alerts'],
        summary: 'Stop alerts for a booked date, or the whole request',
        querystring: BookedQuerySchema,
      },
    },
    async (request, reply) => {
      const wantsJson = (request.headers.accept ?? '').startsWith('application/json');
      try {
        const outcome = await markBooked({
          db,
          secret: config.authSecret,
          token: request.query.token,
          date: request.query.date,
          scope: parseScope(request.query.scope),
          now: new Date(),
        });
        if (wantsJson) return reply.send({ success: true, data: outcome });
        return sendHtml(reply, 200, bookedDonePage(outcome));
      } catch (error) {
        if (error instanceof AppError && !wantsJson)
          return sendHtml(reply, error.status, linkErrorPage(error.message));
        throw error;
      }
    },
  );
}

const SCOPE_MESSAGE = 'Choose whether to stop that date or the whole request';

/** Nothing is stopped by a post that does not say what to stop. */
function parseScope(scope: string | undefined): 'date' | 'request' {
  if (scope === 'date' || scope === 'request') return scope;
  throw badRequest(SCOPE_MESSAGE, [{ field: 'scope', message: SCOPE_MESSAGE }]);
}
