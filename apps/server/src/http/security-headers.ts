import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Security headers on every response (pages, API, errors, 404s), by helmet. The SPA is built by Vite into
 * external module scripts, so scripts need no 'unsafe-inline'; styles keep it because React sets style
 * attributes and the self-contained email-link pages carry a <style> block. Images may come from course
 * websites (https), and the courses map's tiles from MAP_TILE_URL's host. Nothing may frame us (clickjacking). HSTS and upgrade-insecure-requests only when the
 * public URL is https: on http://localhost they would break local runs.
 *
 * helmet's middleware is built once here and run on each request. @fastify/helmet, used before, builds it
 * again for every request (parsing the policy each time): a sixth of a cached search's CPU under load
 * (decision 0020).
 */
/** The courses map's tile host, when it is not https (the simulator's stand-in in tests and the demo). */
function tileOrigin(config: Config): string[] {
  const url = config.mapTiles.url.replace(/[{}]/g, '');
  if (!URL.canParse(url)) return [];
  const { protocol, origin } = new URL(url);
  return protocol === 'https:' ? [] : [origin];
}

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
        imgSrc: ["'self'", 'data:', 'https:', ...tileOrigin(config)],
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
