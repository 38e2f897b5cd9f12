import {
  type ForecastInAlerts,
  ForecastInAlertsResultSchema,
  ForecastInAlertsSchema,
} from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { forecastAlertOptOuts } from '../../db/schema';
import { sessionRoute } from '../../http/session-route';

// The account page's "Include the weather forecast in alerts" (issue 47 item 4, decision 0320): on unless
// the golfer switched it off, which is stored as a row of forecast_alert_opt_outs that every alert
// channel's claim reads (lib/course-forecast.ts alertForecasts).

/** Whether the golfer's alerts name the forecast: the switch's route and the account export read it. */
export async function readForecastInAlerts(db: Db, userId: string): Promise<ForecastInAlerts> {
  const rows = await db
    .select({ userId: forecastAlertOptOuts.userId })
    .from(forecastAlertOptOuts)
    .where(eq(forecastAlertOptOuts.userId, userId));
  return { forecastInAlerts: rows.length === 0 };
}

export async function forecastPreferenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  app.get(
    '/api/account/forecast-in-alerts',
    sessionRoute({
      tags: ['account'],
      summary: "Whether the signed-in golfer's alerts name the weather forecast for the time",
      response: { 200: ForecastInAlertsResultSchema },
      handler: async ({ user }) => ({
        success: true as const,
        data: await readForecastInAlerts(db, user.id),
      }),
    }),
  );

  app.put(
    '/api/account/forecast-in-alerts',
    sessionRoute({
      tags: ['account'],
      summary: "Switch the weather forecast in the signed-in golfer's alerts on or off",
      body: ForecastInAlertsSchema,
      response: { 200: ForecastInAlertsResultSchema },
      handler: async ({ user, body }) => {
        if (body.forecastInAlerts)
          await db.delete(forecastAlertOptOuts).where(eq(forecastAlertOptOuts.userId, user.id));
        else
          await db
            .insert(forecastAlertOptOuts)
            .values({ userId: user.id, createdAt: clock() })
            .onConflictDoNothing();
        return { success: true as const, data: await readForecastInAlerts(db, user.id) };
      },
    }),
  );
}
