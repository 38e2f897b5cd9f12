import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { escapeHtml } from './email-link-pages';

// The HTML the server sends for a page of the web app: the built index.html with, for a page the build
// knows, `<link rel="modulepreload">` for the page's lazy chunk (and what it imports) and
// `<link rel="preload" as="fetch">` for the first data it reads. Without them a phone asks for the page's
// chunk only once the entry script has run, and for its data only once that chunk has run: three round
// trips in a row before the page has content (decision 0091). The build writes the table
// (route-preloads.json, apps/web/vite/route-preloads.ts); a build without it gets index.html as it is.
// A golfer page also gets its static shell in #root (page-shells.json, apps/web/vite/page-shells.ts): its
// first screen as HTML, so its heading paints before any JavaScript runs (decision 0148).

/** A path parameter put into a preload's URL: what the app's ids look like, safe in a URL and an attribute. */
const SAFE_PARAMETER = /^[A-Za-z0-9_-]{1,64}$/;
const ASSET_URL = z
  .string()
  .max(300)
  .regex(/^\/assets\/[A-Za-z0-9._-]+\.(?:js|css)$/);
const DATA_URL = z
  .string()
  .max(300)
  .regex(/^\/api\/[A-Za-z0-9/:._-]+$/);
const routePreloadsSchema = z.object({
  routes: z
    .array(
      z.object({
        path: z
          .string()
          .max(300)
          .regex(/^\/[A-Za-z0-9/:._-]*$/),
        modules: z.array(ASSET_URL).max(100),
        styles: z.array(ASSET_URL).max(100),
        data: z.array(DATA_URL).max(10),
      }),
    )
    .max(100),
});
type RoutePreload = z.infer<typeof routePreloadsSchema>['routes'][number];
const pageShellsSchema = z.object({
  routes: z
    .array(
      z.object({
        path: routePreloadsSchema.shape.routes.element.shape.path,
        // The build's own rendering of the app's components (a page's first screen is a few KB).
        html: z.string().max(200_000),
        // The page's own title and description, for its <head>; a table without them keeps index.html's.
        title: z.string().max(200).optional(),
        description: z.string().max(1000).optional(),
      }),
    )
    .max(100),
});
type PageShell = z.infer<typeof pageShellsSchema>['routes'][number];

/** Where the app renders; the shell goes inside it. */
const ROOT_ELEMENT = '<div id="root"></div>';

export type PageHtml = { body: string; etag: string };

/**
 * The route's parameters when `pathname` matches `pattern` (`/courses/:id`), or undefined. A value goes into
 * a preload's URL, so by default only SAFE_PARAMETER values match; `accepts` widens that where none does.
 */
export function matchRoute(
  pattern: string,
  pathname: string,
  accepts: (value: string) => boolean = (value) => SAFE_PARAMETER.test(value),
): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  // React Router matches `/courses/` as `/courses`.
  const given = pathname.split('/').filter(Boolean);
  if (wanted.length !== given.length || pathname.includes('//')) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) {
      if (!accepts(value)) return undefined;
      params[segment.slice(1)] = value;
    } else if (segment !== value) return undefined;
  }
  return params;
}

/** The `<link>` tags for one route: data first (it waits on the server), then styles and modules. */
export function preloadLinks(route: RoutePreload, params: Record<string, string>): string {
  const data = route.data.map((url) =>
    url.replaceAll(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? ''),
  );
  return [
    // use-credentials: the app's fetch sends cookies (credentials: 'include'); a preload is used only by a
    // request with the same credentials mode.
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
    ...route.styles.map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`),
    ...route.modules.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
  ].join('\n    ');
}

/** A weak ETag (the same page goes out as br, gzip or as it is) from the page's text. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header names `etag` (weak comparison, as for a GET) or is `*`. */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** One of the build's tables (`what` names it in warnings); none, and a warning, when missing or malformed. */
function readTable<T>(
  file: string,
  schema: z.ZodType<{ routes: T[] }>,
  what: { table: string; without: string },
  warn: (message: string) => void,
): T[] {
  if (!existsSync(file)) {
    warn(`no ${file}: pages are served without ${what.without}`);
    return [];
  }
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8'))).routes;
  } catch (error) {
    // A bad table costs speed, not the site: the pages still work without it.
    warn(
      `${file} is not a ${what.table} (${error instanceof Error ? error.message : String(error)}): no ${what.without}`,
    );
    return [];
  }
}

/** `html` (index.html) with the shell in #root and, when the shell has them, its page's title and description. */
function withShell(html: string, shell: PageShell): string {
  let body = html.replace(ROOT_ELEMENT, `<div id="root">${shell.html}</div>`);
  if (shell.title) body = body.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`);
  if (shell.description) {
    body = body.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(shell.description)}"`,
    );
  }
  return body;
}

/**
 * Reads the build's index.html and tables once; the returned function gives the HTML for a path: with the
 * preloads of the route it matches and the shell of its page, index.html as it is for any other path.
 */
export function loadWebAppHtml(
  distDir: string,
  warn: (message: string) => void,
): (pathname: string) => PageHtml {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!indexHtml.includes('</head>')) throw new Error(`${distDir}/index.html has no </head>`);
  const routes = readTable<RoutePreload>(
    path.join(distDir, 'route-preloads.json'),
    routePreloadsSchema,
    { table: 'route table', without: 'preloads' },
    warn,
  );
  const shells = readTable<PageShell>(
    path.join(distDir, 'page-shells.json'),
    pageShellsSchema,
    { table: 'page shell table', without: 'shells' },
    warn,
  );
  if (shells.length > 0 && !indexHtml.includes(ROOT_ELEMENT)) {
    throw new Error(`${distDir}/index.html has no ${ROOT_ELEMENT} for the page shells`);
  }
  // Each shell's page is made once; a visit adds only its route's preloads.
  const shelled = new Map(shells.map((shell) => [shell, withShell(indexHtml, shell)]));
  const page = (links: string, shell: PageShell | undefined): PageHtml => {
    const html = (shell && shelled.get(shell)) ?? indexHtml;
    const body = links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
    return { body, etag: etagOf(body) };
  };
  const plain = page('', undefined);
  const known = new Map<string, PageHtml>();
  return (pathname) => {
    const shell = shells.find((candidate) => matchRoute(candidate.path, pathname));
    for (const route of routes) {
      const params = matchRoute(route.path, pathname);
      if (!params) continue;
      const links = preloadLinks(route, params);
      // A route without parameters has one page: made once. One with them is made per visit (a hash of a few KB).
      if (Object.keys(params).length > 0) return page(links, shell);
      let html = known.get(route.path);
      if (!html) {
        html = page(links, shell);
        known.set(route.path, html);
      }
      return html;
    }
    return shell ? page('', shell) : plain;
  };
}
