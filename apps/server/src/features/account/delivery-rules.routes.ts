import {
  type AccountDeliveryRules,
  AccountDeliveryRulesResultSchema,
  checkDeliveryRules,
  type DeliveryRules,
  DeliveryRulesSchema,
  NO_DELIVERY_RULES,
  validationSummary,
  vancouverToday,
} from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { userDeliveryRules } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { sessionRoute } from '../../http/session-route';

// The golfer's default delivery rules (issue 28 item 4, decision 0133): quiet hours, mute until a
// date, a daily cap. A request's own rules, when it has them, win over these.

export async function readAccountDeliveryRules(db: Db, userId: string): Promise<DeliveryRules> {
  const [row] = await db
    .select({ rules: userDeliveryRules.rules })
    .from(userDeliveryRules)
    .where(eq(userDeliveryRules.userId, userId));
  return { ...NO_DELIVERY_RULES, ...row?.rules };
}

export async function deliveryRulesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = app.ctx;
  const maxDailyCap = config.alertEmailsPerRecipientPerDay;
  const answer = (rules: DeliveryRules): { success: true; data: AccountDeliveryRules } => ({
    success: true,
    data: { rules, maxDailyCap },
  });

  app.get(
    '/api/account/delivery-rules',
    sessionRoute({
      tags: ['account'],
      summary: "The signed-in golfer's default delivery rules: quiet hours, mute until, daily cap",
      response: { 200: AccountDeliveryRulesResultSchema },
      handler: async ({ user }) => answer(await readAccountDeliveryRules(db, user.id)),
    }),
  );

  app.put(
    '/api/account/delivery-rules',
    sessionRoute({
      tags: ['account'],
      summary: "Set the signed-in golfer's default delivery rules (requests without their own follow them)",
      description:
        'Quiet hours hold alerts (never drop them) until they end, then one email lists what is still open. ' +
        'The daily cap may not exceed the server limit (maxDailyCap).',
      body: DeliveryRulesSchema,
      // No body at all sets no rules.
      missingBody: {},
      response: { 200: AccountDeliveryRulesResultSchema },
      handler: async ({ user, body: rules }) => {
        const problems = checkDeliveryRules({ rules, today: vancouverToday(clock()), maxDailyCap });
        if (problems.length > 0) throw badRequest(validationSummary(problems), problems);
        await db
          .insert(userDeliveryRules)
          .values({ userId: user.id, rules, updatedAt: clock() })
          .onConflictDoUpdate({ target: userDeliveryRules.userId, set: { rules, updatedAt: clock() } });
        return answer(rules);
      },
    }),
  );
}
