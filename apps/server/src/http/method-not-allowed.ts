import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

// Fastify answers a method its router does not hold for a path with the not-found handler, i.e. 404.
// HTTP says a path that exists answers 405 with `Allow` listing its methods, which is what clients and
// API tools expect. Fastify has no option for it, so the routes' paths are collected as they are added
// and the not-found handler asks here first. Wildcard routes (the SPA fallback, better-auth's
// /api/auth/*) are not "known paths": they serve whatever is under them.

type KnownPath = { pattern: RegExp; methods: Set<string> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every non-wildcard route's path and methods, shared by all scopes (see installMethodNotAllowed). */
    knownPaths: KnownPath[];
  }
}

/** `/api/golf-courses/:id` → a pattern matching one segment for each parameter. */
function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/** Collects every route's path and methods (call before the routes are registered). */
export function installMethodNotAllowed(app: FastifyInstance): void {
  const paths: KnownPath[] = [];
  app.decorate('knownPaths', paths);
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const pattern = patternOf(route.url);
    const known = paths.find((path) => path.pattern.source === pattern.source);
    const methods = [route.method].flat();
    // Fastify adds HEAD beside every GET.
    if (methods.includes('GET')) methods.push('HEAD');
    if (known) for (const method of methods) known.methods.add(method);
    else paths.push({ pattern, methods: new Set(methods) });
  });
}

/** The 405 for a known path called with another method, or undefined when the path is unknown. */
export function methodNotAllowed(app: FastifyInstance, method: string, url: string): AppError | undefined {
  const paths = app.knownPaths;
  const pathname = url.split('?')[0] ?? '/';
  const methods = new Set<string>();
  for (const path of paths ?? []) {
    if (path.pattern.test(pathname)) for (const allowed of path.methods) methods.add(allowed);
  }
  if (methods.size === 0 || methods.has(method)) return undefined;
  const allow = [...methods].sort().join(', ');
  return new AppError(
    'METHOD_NOT_ALLOWED',
    `Method ${method} is not allowed on ${pathname} (allowed: ${allow})`,
    {
      headers: { allow },
    },
  );
}
