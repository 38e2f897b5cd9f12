import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Mounts better-auth's handler at /api/auth/* (Fastify parses JSON; better-auth wants a Web Request). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (isGoogleSignIn(request) && !app.ctx.config.google) {
        return reply.status(400).send({
          code: 'GOOGLE_NOT_CONFIGURED',
          message: 'Google sign-in is not available on this server. Please sign in with email and password.',
        });
      }
      const url = new URL(request.url, app.ctx.config.publicUrl);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await app.ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

function isGoogleSignIn(request: FastifyRequest): boolean {
  const body = request.body as { provider?: unknown } | undefined;
  return request.url.startsWith('/api/auth/sign-in/social') && body?.provider === 'google';
}
