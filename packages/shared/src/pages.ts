// The one table of the web app's pages. The router (apps/web/src/app/app-routes.tsx), the prerendered shells
// (app/page-shells.tsx), the server's preloads (apps/web/vite/page-preloads.ts), the pages' titles
// (app/page-metas.ts) and every link, the server's email links and redirects included, are built from it:
// a page path is written here and nowhere else (`scripts/check-closed-lists.ts` fails on one elsewhere).
// Kept free of imports: the home page's JavaScript is budgeted and reads its title from here.

/** A page's title and meta description, set as it renders and written into its HTML. */
export type PageMetaWords = { title: string; description: string };

export type PageEntry = {
  /** React Router's pattern (`/courses/:id`); a page with sub-pages of its own (admin) routes `path/*`. */
  path: string;
  /** Its module in apps/web/src/app/routes (`home-page` → home-page.tsx exporting `HomePage`). */
  module: string;
  /** The page's chunk arrives with TanStack Query's client (apps/web/src/lib/query.ts); default true. */
  withQueryClient?: boolean;
  /** GET URLs its first screen reads, which the server preloads with its chunk (`:id` takes the path's). */
  firstReads?: readonly string[];
  /** A first visit's HTML carries its first screen (decision 0148); its title and description go there too. */
  hasShell?: boolean;
  meta?: PageMetaWords;
  /** The page has its own chrome and routes beneath its path (`/admin/*`), outside the golfer layout. */
  ownsSubpaths?: boolean;
  /** The query keys the page reads (issue 51): a link to it may carry these and no others. */
  query?: readonly string[];
};

export const PAGES = {
  home: {
    path: '/',
    module: 'home-page',
    // The home page's first load leaves TanStack Query out (its JavaScript budget).
    withQueryClient: false,
    firstReads: ['/api/golf-courses/list'],
    hasShell: true,
    meta: {
      title: 'Find Golf Tee Times in Vancouver, BC | Teewatch',
      description:
        'Search live tee times across Metro Vancouver public golf courses and join a free waitlist that emails you when a matching tee time opens.',
    },
  },
  teeTimes: {
    path: '/tee-times',
    module: 'tee-times-page',
    firstReads: ['/api/golf-courses/list'],
    // A search lives in its address, so Back, a reload and a shared link restore it (`view`: soonest|courses).
    query: ['date', 'startHour', 'endHour', 'numberOfPlayers', 'courseIds', 'view'],
    hasShell: true,
    meta: {
      title: 'Find and Book Golf Tee Times in Metro Vancouver | Teewatch',
      description:
        'Compare live tee times at Vancouver, Burnaby, Richmond and nearby public golf courses in one place, then book directly with the course.',
    },
  },
  waitlist: {
    path: '/waitlist',
    module: 'waitlist-page',
    firstReads: ['/api/golf-courses/list'],
    // "Alert me for this" opens the form filled in with a course, a date and an hour window.
    query: ['courseIds', 'date', 'startHour', 'endHour', 'numberOfPlayers'],
    hasShell: true,
    meta: {
      title: 'Tee Time Waitlist in Metro Vancouver | Teewatch',
      description:
        'Join a free tee time waitlist for Vancouver, Burnaby and Richmond golf courses and get an email when a matching tee time opens up.',
    },
  },
  courses: {
    path: '/courses',
    module: 'courses-page',
    firstReads: ['/api/golf-courses'],
    hasShell: true,
    meta: {
      title: 'Golf Courses in Greater Vancouver | Teewatch',
      description:
        'Browse public golf courses in Vancouver, Burnaby, Richmond and nearby cities: locations, facilities and booking links.',
    },
  },
  course: {
    path: '/courses/:id',
    module: 'course-detail-page',
    firstReads: ['/api/golf-courses/:id'],
    hasShell: true,
    // Until its course is read: the page then names the course.
    meta: {
      title: 'Golf Course | Teewatch',
      description: 'Course details, facilities, contact and where to book a tee time.',
    },
  },
  dashboard: { path: '/dashboard', module: 'dashboard-page', firstReads: [] },
  editRequest: { path: '/dashboard/requests/:id/edit', module: 'edit-request-page' },
  groupJoin: { path: '/groups/join/:token', module: 'group-join-page' },
  account: { path: '/account', module: 'account-page', firstReads: [] },
  forgotPassword: { path: '/forgot-password', module: 'forgot-password-page', withQueryClient: false },
  resetPassword: { path: '/reset-password', module: 'reset-password-page', withQueryClient: false },
  signIn: { path: '/sign-in', module: 'sign-in-page' },
  // The layout's /api/app-info carries the figures the privacy page states.
  privacy: { path: '/privacy', module: 'privacy-page', firstReads: [] },
  terms: { path: '/terms', module: 'terms-page', firstReads: [] },
  admin: { path: '/admin', module: 'admin-page', ownsSubpaths: true },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

/** The names of a path pattern's parameters: `/courses/:id` → 'id'. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PageParams<Name extends PageName> = Record<
  ParamsOf<(typeof PAGES)[Name]['path']>,
  string | number
>;

type PageQueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** A link's query: absent values are left out; a list is joined by commas (the search API's own form). */
export type PageQuery = Record<string, PageQueryValue>;

/** The query a link to the page may carry: its declared keys when it declares them, else any. */
export type PageQueryOf<Name extends PageName> = (typeof PAGES)[Name] extends {
  query: readonly (infer Key extends string)[];
}
  ? Partial<Record<Key, PageQueryValue>>
  : PageQuery;

type PathArgs<Name extends PageName> = [ParamsOf<(typeof PAGES)[Name]['path']>] extends [never]
  ? [params?: undefined, query?: PageQueryOf<Name>]
  : [params: PageParams<Name>, query?: PageQueryOf<Name>];

/**
 * The address of a page: `pathTo('course', { id: 7 })` is `/courses/7`, `pathTo('teeTimes', undefined,
 * { date })` is `/tee-times?date=…`. Parameters are URL-encoded.
 */
export function pathTo<Name extends PageName>(name: Name, ...[params, query]: PathArgs<Name>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = PAGES[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(values[key])),
  );
  const search = queryString(query);
  return search ? `${path}?${search}` : path;
}

/** An admin console section's address: `/admin` for its first, `/admin/<section>` for the others. */
export function adminPath(...sections: (string | number)[]): string {
  return [PAGES.admin.path, ...sections.map((section) => encodeURIComponent(String(section)))].join('/');
}

function queryString(query: PageQuery | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    // A list's commas are left unescaped, so a link of course ids stays readable.
    if (Array.isArray(value)) {
      const items: readonly (string | number)[] = value;
      parts.push(
        `${encodeURIComponent(key)}=${items.map((item) => encodeURIComponent(String(item))).join(',')}`,
      );
    } else parts.push(new URLSearchParams({ [key]: String(value) }).toString());
  }
  return parts.join('&');
}
