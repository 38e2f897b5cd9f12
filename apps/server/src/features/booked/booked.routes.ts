import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error';
import { emailLinkRoutes } from '../../http/email-link-pages';
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
  const { db, config, clock } = app.ctx;

  const link = (query: z.output<typeof BookedQuerySchema>) => ({
    db,
    secret: config.authSecret,
    token: query.token,
    date: query.date,
    now: clock(),
  });

  emailLinkRoutes(app, {
    url: '/api/booked',
    querystring: BookedQuerySchema,
    show: {
      summary: '"I booked it" confirmation page',
      page: async (query) =>
        bookedChoicePage({ ...(await readBookedLink(link(query))), token: query.token! }),
    },
    act: {
      summary: 'Stop alerts for a booked date, or the whole request',
      // Our page's form posts with the browser's Accept; only a client asking for JSON first gets it.
      asPage: (request) => !(request.headers.accept ?? '').startsWith('application/json'),
      run: async (query) => markBooked({ ...link(query), scope: parseScope(query.scope) }),
      page: bookedDonePage,
      data: (outcome) => outcome,
    },
  });
}

const SCOPE_MESSAGE = 'Choose whether to stop that date or the whole request';

/** Nothing is stopped by a post that does not say what to stop. */
function parseScope(scope: string | undefined): 'date' | 'request' {
  if (scope === 'date' || scope === 'request') return scope;
  throw badRequest(SCOPE_MESSAGE, [{ field: 'scope', message: SCOPE_MESSAGE }]);
}
