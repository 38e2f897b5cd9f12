import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error';
import { emailLinkRoutes } from '../../http/email-link-pages';
import { markBooked, readBookedLink } from './booked.service';
import { bookedChoicePage, bookedDonePage } from './booked-pages';
import { holdForBetter, listAlertedTimes } from './hold-for-better';

// Loose on purpose: a bad value gets the HTML "Link not valid" page from the service, not a JSON 400.
const BookedQuerySchema = z.object({
  token: z.string().max(300).optional(),
  date: z.string().max(10).optional(),
  scope: z.string().max(10).optional(),
  /** scope=better: the alerted opening the golfer booked, and what would beat it (decision 0195). */
  opening: z.string().max(20).optional(),
  better: z.string().max(10).optional(),
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
    previousSecret: config.previousAuthSecret,
    token: query.token,
    date: query.date,
    now: clock(),
  });

  emailLinkRoutes(app, {
    url: '/api/booked',
    querystring: BookedQuerySchema,
    show: {
      summary: '"I booked it" confirmation page',
      page: async (query) => {
        const state = await readBookedLink(link(query));
        const alerted = state.isWatching ? await listAlertedTimes(db, state.requestId, state.date) : [];
        return bookedChoicePage({ ...state, token: query.token!, alerted });
      },
    },
    act: {
      summary:
        'Stop alerts for a booked date or the whole request, or keep watching for better than the booked time',
      // Our page's form posts with the browser's Accept; only a client asking for JSON first gets it.
      asPage: (request) => !(request.headers.accept ?? '').startsWith('application/json'),
      run: async (query) => {
        const scope = parseScope(query.scope);
        if (scope !== 'better') return markBooked({ ...link(query), scope, config, log: app.log });
        const { requestId } = await readBookedLink(link(query));
        return holdForBetter({
          db,
          requestId,
          openingId: parseOpening(query.opening),
          better: parseBetter(query.better),
          now: clock(),
        });
      },
      page: (outcome, query) => bookedDonePage(outcome, query.token),
      data: (outcome) => outcome,
    },
  });
}

const SCOPE_MESSAGE = 'Choose whether to stop that date or the whole request';
const BETTER_MESSAGE = "Choose what counts as better: 'earlier' or 'later'";
const OPENING_MESSAGE = 'Choose the tee time you booked';

/** Nothing is stopped by a post that does not say what to stop. */
function parseScope(scope: string | undefined): 'date' | 'request' | 'better' {
  if (scope === 'date' || scope === 'request' || scope === 'better') return scope;
  throw badRequest(SCOPE_MESSAGE, [{ field: 'scope', message: SCOPE_MESSAGE }]);
}

function parseBetter(better: string | undefined): 'earlier' | 'later' {
  if (better === 'earlier' || better === 'later') return better;
  throw badRequest(BETTER_MESSAGE, [{ field: 'better', message: BETTER_MESSAGE }]);
}

function parseOpening(opening: string | undefined): number {
  const id = Number(opening);
  if (opening && /^\d{1,15}$/.test(opening) && Number.isSafeInteger(id) && id > 0) return id;
  throw badRequest(OPENING_MESSAGE, [{ field: 'opening', message: OPENING_MESSAGE }]);
}
