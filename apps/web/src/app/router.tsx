import { createBrowserRouter } from 'react-router';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';

/** A lazy chunk that has not arrived after this long counts as failed (golfer-side §9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error('Failed to load part of the application (chunk load timeout).')),
          CHUNK_LOAD_TIMEOUT_MS,
        ),
      ),
    ]);
}

// Every page is its own chunk, so the home page ships only what it needs.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        path: '/',
        lazy: withTimeout(() =>
          import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
        ),
      },
      {
        path: '/tee-times',
        lazy: withTimeout(() =>
          import('../features/tee-times/tee-times-page').then((m) => ({ Component: m.TeeTimesPage })),
        ),
      },
      {
        path: '/waitlist',
        lazy: withTimeout(() =>
          import('../features/waitlist/waitlist-page').then((m) => ({ Component: m.WaitlistPage })),
        ),
      },
      {
        path: '/courses',
        lazy: withTimeout(() =>
          import('../features/courses/courses-page').then((m) => ({ Component: m.CoursesPage })),
        ),
      },
      {
        path: '/courses/:id',
        lazy: withTimeout(() =>
          import('../features/courses/course-detail-page').then((m) => ({ Component: m.CourseDetailPage })),
        ),
      },
      {
        path: '/dashboard',
        lazy: withTimeout(() =>
          import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
        ),
      },
      {
        path: '/dashboard/requests/:id/edit',
        lazy: withTimeout(() =>
          import('../features/waitlist/edit-request-page').then((m) => ({ Component: m.EditRequestPage })),
        ),
      },
    ],
  },
  // The admin console has its own chrome (admin-console §2), outside the golfer layout.
  {
    path: '/admin/*',
    errorElement: <ErrorPage />,
    lazy: withTimeout(() => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage }))),
  },
]);
