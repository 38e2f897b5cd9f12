import {
  CreateMonitoringRequestResultSchema,
  GroupInvitationResultEnvelopeSchema,
  GroupInvitationResultSchema,
  GroupInvitationTokenParamSchema,
  GroupJoinInputSchema,
  MonitoringRequestIdParamSchema,
} from '@teewatch/shared';
import { sessionRoute } from '../../http/session-route';
import type { ZodApp } from '../../http/zod-app';
import { createGroupInvitation, joinGroup, readGroupInvitation } from './request-group.service';

const tags = ['monitoring-requests'];
const topLevel = true;

/**
 * Wait as a group (issue 38 item 5, decision 0210): an invitation link made from one of the caller's
 * requests, the invitation read, and joining it. Leaving is deleting one's own request (DELETE on it).
 */
export function requestGroupRoutes(app: ZodApp): void {
  const { db, clock, config } = app.ctx;

  app.post(
    '/api/users/me/monitoring-requests/:id/invitations',
    sessionRoute({
      tags,
      topLevel,
      summary: 'Invite friends to wait with one of your monitoring requests as a group',
      description:
        "Answers a signed link, valid for 7 days, that lets a signed-in golfer join the group with their own dates and hours inside the request's. The request must be watching and name its number of players (2 to 4), the size of the group.",
      params: MonitoringRequestIdParamSchema,
      response: { 201: GroupInvitationResultSchema },
      errors: [404, 409],
      handler: async ({ user, params }) => ({
        success: true,
        data: await createGroupInvitation({ db, config, userId: user.id, id: params.id, now: clock() }),
      }),
    }),
  );

  const invitation = { tags, topLevel, params: GroupInvitationTokenParamSchema, errors: [404, 409] } as const;

  app.get(
    '/api/group-invitations/:token',
    sessionRoute({
      ...invitation,
      summary: 'The group an invitation link names: its request, members and whether you are in it',
      response: { 200: GroupInvitationResultEnvelopeSchema },
      handler: async ({ user, params }) => ({
        success: true,
        data: await readGroupInvitation({
          db,
          secret: config.authSecret,
          previousSecret: config.previousAuthSecret,
          token: params.token,
          userId: user.id,
          now: clock(),
        }),
      }),
    }),
  );

  app.post(
    '/api/group-invitations/:token/members',
    sessionRoute({
      ...invitation,
      summary: 'Join the group an invitation link names, with your own dates and hours inside its own',
      body: GroupJoinInputSchema,
      missingBody: {},
      response: { 201: CreateMonitoringRequestResultSchema },
      handler: async ({ user, params, body, request }) => {
        const outcome = await joinGroup({
          db,
          secret: config.authSecret,
          previousSecret: config.previousAuthSecret,
          token: params.token,
          userId: user.id,
          input: body,
          clock,
          onCreated: app.ctx.alerts.onMonitoringRequestCreated,
          log: request.log,
          maxRequestsPerUser: config.maxRequestsPerUser,
          requireConfirmed: config.alertsRequireVerifiedEmail,
        });
        return { success: true, data: outcome.request };
      },
    }),
  );
}
