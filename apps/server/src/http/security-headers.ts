import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers on every response (pages, API, errors, 404s), by @fastify/helmet. The SPA is built
 * by Vite into external module scripts, so scripts need no 'unsafe-inline'; styles keep it because React
 * sets style attributes and the self-contained email-link pages carry a <style> block. Images may come
 * from course websites (https). Nothing may frame us (clickjacking). HSTS and upgrade-insecure-requests
 * only when the public URL is https: on http://localhost they would break local runs.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
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
}
