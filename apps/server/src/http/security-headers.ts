import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Security headers on every response (pages, API, errors, 404s), by helmet. The SPA is built by Vite into
 * external module scripts, so scripts need no 'unsafe-inline'; styles keep it because React sets style
 * attributes and the self-contained email-link pages carry a <style> block. Images may come from course
 * websites (https). Nothing may frame us (clickjacking). HSTS and upgrade-insecure-requests only when the
 * public URL is https: on http://localhost they would break local runs.
 *
 * helmet's middleware is built once here and run on each request. @fastify/helmet, used before, builds it
 * again for every request (parsing the policy each time): a sixth of a cached search's CPU under load
 * (decision 0020).
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = config.publicUrl.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrcAttr: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Images uploaded to us are shown by our own pages only; cross-origin embedding is not a use case.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
