import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { loadQueryClient } from '../lib/query';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { SIGN_IN_PATH } from './sign-in-path';

/** A lazy chunk that has not arrived after this long counts as failed (golfer-side §9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazy page that main.tsx can load before the first render (`load`). */
type LazyPage = ComponentType & { load: () => Promise<unknown> };

/**
 * A page in its own chunk, so the home page ships only what it needs. It arrives with TanStack Query and
 * renders inside the query client's provider, unless `withQueryClient` is false (lib/query.ts). The chunk's
 * import fails after CHUNK_LOAD_TIMEOUT_MS, which the error boundary shows as the error page. Once loaded
 * (by `load` or a first render) it renders at once, without suspending: main.tsx loads the first page before
 * React's first render, so that render replaces the page's static shell with the page (decision 0148).
 */
function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { withQueryClient = true } = {},
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => {
    loading ??= Promise.race([
      Promise.all([load(), withQueryClient ? loadQueryClient() : undefined]).then(([module, query]) => {
        loaded = query ? query.withQueryClient(module[name]) : module[name];
        return { default: loaded };
      }),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error('Failed to load part of the application (chunk load timeout).')),
          CHUNK_LOAD_TIMEOUT_MS,
        ),
      ),
    ]);
    return loading;
  };
  const Lazy = lazy(loadPage);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { load: loadPage });
}

// The home page's first load leaves TanStack Query out (its JavaScript budget): its queries go through
// lib/query.ts's useQuery, and nothing on it may call TanStack's hooks directly.
const HomePage = lazyPage(() => import('./routes/home-page'), 'HomePage', { withQueryClient: false });
const TeeTimesPage = lazyPage(() => import('./routes/tee-times-page'), 'TeeTimesPage');
const WaitlistPage = lazyPage(() => import('./routes/waitlist-page'), 'WaitlistPage');
const CoursesPage = lazyPage(() => import('./routes/courses-page'), 'CoursesPage');
const CourseDetailPage = lazyPage(() => import('./routes/course-detail-page'), 'CourseDetailPage');
const DashboardPage = lazyPage(() => import('./routes/dashboard-page'), 'DashboardPage');
const EditRequestPage = lazyPage(() => import('./routes/edit-request-page'), 'EditRequestPage');
const GroupJoinPage = lazyPage(() => import('./routes/group-join-page'), 'GroupJoinPage');
const AccountPage = lazyPage(() => import('./routes/account-page'), 'AccountPage');
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage', {
  withQueryClient: false,
});
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password-page'), 'ResetPasswordPage', {
  withQueryClient: false,
});
const SignInPage = lazyPage(() => import('./routes/sign-in-page'), 'SignInPage');
const PrivacyPage = lazyPage(() => import('./routes/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./routes/terms-page'), 'TermsPage');
const AdminPage = lazyPage(() => import('./routes/admin-page'), 'AdminPage');

/** The golfer pages whose HTML carries a static shell (app/page-shells.tsx): main.tsx loads one first. */
const FIRST_PAGES: readonly [string, LazyPage][] = [
  ['/', HomePage],
  ['/tee-times', TeeTimesPage],
  ['/waitlist', WaitlistPage],
  ['/courses', CoursesPage],
  ['/courses/:id', CourseDetailPage],
];

/** Loads the page at `pathname` when its HTML came with a shell; settles at once for any other path. */
export function loadFirstPage(pathname: string): Promise<unknown> {
  const page = FIRST_PAGES.find(([path]) => matchPath(path, pathname));
  return page ? page[1].load() : Promise.resolve();
}

/**
 * Every route of the app, in React Router's declarative mode: the data router's loaders and actions
 * are not used here, and leaving them out keeps ~18 KB of gzipped JavaScript off the first page
 * (decision 0030). Navigations run in a transition, so the page on screen stays until the next
 * page's chunk has arrived. Without the data router's errorElement, each page sits in a RouteErrorBoundary
 * (the golfer layout's, the admin route's) that shows what it threw by status (decision 0188); the outer
 * one catches a failure of the layout itself.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary isPage>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/tee-times" element={<TeeTimesPage />} />
          <Route path="/waitlist" element={<WaitlistPage />} />
          <Route path="/courses" element={<CoursesPage />} />
          <Route path="/courses/:id" element={<CourseDetailPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/dashboard/requests/:id/edit" element={<EditRequestPage />} />
          <Route path="/groups/join/:token" element={<GroupJoinPage />} />
          <Route path="/account" element={<AccountPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path={SIGN_IN_PATH} element={<SignInPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {/* The admin console has its own chrome (admin-console §2), outside the golfer layout. */}
        <Route
          path="/admin/*"
          element={
            <RouteErrorBoundary isPage>
              <Suspense fallback={null}>
                <AdminPage />
              </Suspense>
            </RouteErrorBoundary>
          }
        />
      </Routes>
    </RouteErrorBoundary>
  );
}
