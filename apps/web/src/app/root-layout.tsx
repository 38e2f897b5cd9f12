import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ConfirmEmailBanner } from '../components/confirm-email-banner';
import { DemoBanner } from '../components/demo-banner';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollOnNavigate } from './scroll-on-navigate';

/** The golfer layout (golfer-side §2): header, page, footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-emerald-800 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <ConfirmEmailBanner />
      {/* At least a screen tall, so the footer starts below the fold and does not move when the page's
          chunk and data arrive (layout shift, issue 29). */}
      <main id="main" className="min-h-svh flex-1">
        {/* Only the first visit waits here: later navigations keep the current page until the next arrives. */}
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <DemoBanner />
      <ScrollOnNavigate />
    </div>
  );
}
