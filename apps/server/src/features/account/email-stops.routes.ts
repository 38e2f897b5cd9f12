import {
  EmailStopsResultSchema,
  START_EMAIL_NOT_YOURS,
  StartEmailAgainInputSchema,
  StartEmailAgainResultSchema,
} from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { badRequest } from '../../http/app-error';
import { sessionRoute } from '../../http/session-route';

// The account page's side of "Stop all email" (decision 0250): which of the golfer's addresses stopped
// all email, and "Start again" for one of them. Only an address the golfer proved they read (the
// account's confirmed address or a confirmed contact address) can be started again: otherwise anyone
// could name someone's address in a request and undo that person's stop.

/** The golfer's addresses: the account's, their confirmed contact addresses, their requests' contacts. */
function golferAddressesSql(userId: string) {
  return sql`(select lower(u.email) from "user" u where u.id = ${userId}
    union select cc.email from confirmed_contact_emails cc where cc.user_id = ${userId}
    union select lower(r.contact_email) from monitoring_requests r where r.user_id = ${userId})`;
}

/** The golfer's addresses that stopped all email, by address. */
export async function readEmailStops(db: Db, userId: string) {
  const rows = rowsOf<{ email: string; suppressed_at: Date | string }>(
    await db.execute(sql`select es.email, es.suppressed_at from email_suppressions es
      where es.email in ${golferAddressesSql(userId)} order by es.email limit 100`),
  );
  return rows.map((row) => ({ email: row.email, stoppedAt: new Date(row.suppressed_at).toISOString() }));
}

/** Whether the golfer proved they read `email`: their verified account address or a confirmed contact. */
async function isProvenAddress(db: Db, userId: string, email: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from "user" u where u.id = ${userId} and lower(u.email) = ${email}
        and u.email_verified
      union all select 1 from confirmed_contact_emails cc where cc.user_id = ${userId} and cc.email = ${email}`),
  );
  return rows.length > 0;
}

export async function emailStopsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/api/account/email-stops',
    sessionRoute({
      tags: ['account'],
      summary: "The signed-in golfer's addresses that stopped all email",
      response: { 200: EmailStopsResultSchema },
      handler: async ({ user }) => ({ success: true, data: { stops: await readEmailStops(db, user.id) } }),
    }),
  );

  app.post(
    '/api/account/email-stops/start-again',
    sessionRoute({
      tags: ['account'],
      summary: 'Start email again to one of the golfer’s confirmed addresses that stopped all email',
      body: StartEmailAgainInputSchema,
      response: { 200: StartEmailAgainResultSchema },
      handler: async ({ user, body }) => {
        const email = body.email.toLowerCase();
        if (!(await isProvenAddress(db, user.id, email)))
          throw badRequest(START_EMAIL_NOT_YOURS, [{ field: 'email', message: START_EMAIL_NOT_YOURS }]);
        await db.execute(sql`delete from email_suppressions where email = ${email}`);
        return { success: true, data: { email, isStopped: false as const } };
      },
    }),
  );
}
