import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppContext } from './app-context';
import { accountRoutes } from './features/account/account.routes';
import { deliveryRulesRoutes } from './features/account/delivery-rules.routes';
import { emailStopsRoutes } from './features/account/email-stops.routes';
import { forecastPreferenceRoutes } from './features/account/forecast-preference.routes';
import { testAlertRoutes } from './features/account/test-alerts.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { appInfoRoutes } from './features/app-info/app-info.routes';
import { authRoutes } from './features/auth/auth.routes';
import { installPreviousSecretCookies } from './features/auth/previous-secret-cookies';
import { trustedOrigins } from './features/auth/trusted-origins';
import { bookedRoutes } from './features/booked/booked.routes';
import { courseCacheFor } from './features/courses';
import { courseRoutes } from './features/courses/courses.routes';
import { emailConfirmationRoutes } from './features/email-confirmation/email-confirmation.routes';
import { resendConfirmationRoutes } from './features/email-confirmation/resend-confirmation.routes';
import { healthRoutes } from './features/health/health.routes';
import { insightsRoutes } from './features/insights/insights.routes';
import { registerMirrorMetrics } from './features/mirror/mirror-metrics';
import { monitoringRequestRoutes } from './features/monitoring-requests/monitoring-requests.routes';
import { pushRoutes } from './features/push/push.routes';
import { phoneRoutes } from './features/sms/phone.routes';
import { smsWebhookRoutes } from './features/sms/sms-webhooks.routes';
import { stillOpenRoutes } from './features/still-open/still-open.routes';
import { teeTimeRoutes } from './features/tee-times/tee-times.routes';
import { unsubscribeRoutes } from './features/unsubscribe/unsubscribe.routes';
import { userRoutes } from './features/users/users.routes';
import { API_DOCUMENT_OPTIONS } from './http/api-document';
import { AppError } from './http/app-error';
import { JSON_BODY_LIMIT } from './http/body-limits';
import { installCompression } from './http/compression';
import { installCrossSiteGuard } from './http/cross-site-guard';
import { installErrorHandler } from './http/error-handler';
import { installForwardedForWarning } from './http/forwarded-for-warning';
import { installInputGuard } from './http/input-guard';
import { installLinkRateLimit } from './http/link-rate-limit';
import { metricsRoutes } from './http/metrics';
import type { PageMatch } from './http/page-status';
import { installRequestTrace } from './http/request-trace';
import { installSecurityHeaders } from './http/security-headers';
import { webAppRoutes } from './http/web-app.routes';
import { registerDeliveryMetrics } from './jobs/delivery-metrics';
import { logOptions } from './lib/log-options';
import { REQUEST_ID_HEADER, requestIdFrom } from './lib/request-id';

export type BuildAppOptions = {
  ctx: AppContext;
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where the log goes instead of stdout (a test reads it back). */
  logStream?: DestinationStream;
};

/** Whether a page's subject is there: /courses/{id} names an active course (the page's own id rule). */
async function pageSubjectExists(ctx: AppContext, { page, params }: PageMatch): Promise<boolean> {
  if (page !== 'course') return true;
  const id = params.id ?? '';
  if (!/^\d+$/.test(id) || Number(id) <= 0) return false;
  // Only "not found" makes it a 404: a failed read still sends the page, which shows its own error.
  return courseCacheFor(ctx)
    .one(Number(id))
    .then(
      () => true,
      (error: unknown) => !(error instanceof AppError && error.status === 404),
    );
}

/** Builds the Fastify app: plugins, error handler, then routes, in this visible order. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { ctx } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...logOptions(ctx.config), ...(options.logStream ? { stream: options.logStream } : {}) },
    // The caller's X-Request-Id when valid, else a UUID (never Fastify's per-process req-1, req-2).
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    // Small by default; the image upload declares its own (decision 0256).
    bodyLimit: JSON_BODY_LIMIT,
    // Only the listed proxies' X-Forwarded-For is believed; with none, the socket's address is the client.
    trustProxy: ctx.config.trustedProxies.length > 0 ? ctx.config.trustedProxies : false,
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installForwardedForWarning(app, ctx.config);
  installRequestTrace(app);
  installInputGuard(app);
  installSecurityHeaders(app, ctx.config);
  installCrossSiteGuard(app, trustedOrigins(ctx.config));
  installPreviousSecretCookies(app, ctx.config);
  await installCompression(app);
  await installLinkRateLimit(app, {
    db: ctx.db,
    perMinute: ctx.config.linkRateLimitPerMinute,
    clock: ctx.clock,
  });

  await app.register(fastifySwagger, API_DOCUMENT_OPTIONS);
  if (ctx.config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(fp(metricsRoutes), {
    registerFeatureMetrics: (registry) => {
      registerMirrorMetrics(registry, ctx);
      registerDeliveryMetrics(registry, ctx);
    },
  });

  for (const routes of [
    healthRoutes,
    authRoutes,
    appInfoRoutes,
    userRoutes,
    courseRoutes,
    insightsRoutes,
    unsubscribeRoutes,
    bookedRoutes,
    stillOpenRoutes,
    adminRoutes,
    teeTimeRoutes,
    monitoringRequestRoutes,
    emailConfirmationRoutes,
    resendConfirmationRoutes,
    accountRoutes,
    deliveryRulesRoutes,
    emailStopsRoutes,
    testAlertRoutes,
    forecastPreferenceRoutes,
    pushRoutes,
    phoneRoutes,
    smsWebhookRoutes,
  ]) {
    await app.register(routes);
  }

  if (options.serveWeb)
    await app.register(webAppRoutes, { subjectExists: (match: PageMatch) => pageSubjectExists(ctx, match) });
  await app.ready();
  return app;
}
