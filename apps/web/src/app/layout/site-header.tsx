import { pathTo } from '@teewatch/shared';
import { Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/button';
import { lazyWithQueryClient, loadQueryClient } from '../../lib/query';
import { useSessionUser } from '../../lib/session';
import { FlagIcon } from './icons';
import { MobileMenu } from './mobile-menu';

// The dialog (and the form schemas it brings) loads on first use, keeping it out of every page's first load.
// Both it and the account menu use TanStack Query, so each arrives with the query client (lib/query.ts).
const loadSignInDialog = () => import('../../features/auth/components/sign-in-dialog');
// The account menu (Radix dropdown, positioning code, better-auth's client) loads only once someone is
// signed in: a visitor's first page must not fetch it while the session is still being read (~45 KB
// gzipped). Until the session is known, the spec's loading state stands in its place.
const AccountMenu = lazyWithQueryClient(() =>
  import('../../features/auth/components/account-menu').then((m) => m.AccountMenu),
);
const accountMenuFallback = (
  <span role="status" className="text-sm text-slate-600">
    Loading...
  </span>
);
const SignInDialog = lazyWithQueryClient(() => loadSignInDialog().then((module) => module.SignInDialog));
const preloadSignInDialog = () => void Promise.all([loadSignInDialog(), loadQueryClient()]);

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return `rounded-lg px-3 py-2 text-sm font-medium focus-ring ${
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;
}

/** The header's links: the full set on wide screens, the two most used beside the menu on phones. */
const MAIN_LINKS = [
  { to: pathTo('teeTimes'), label: 'Tee Times' },
  { to: pathTo('waitlist'), label: 'Waitlist' },
  { to: pathTo('courses'), label: 'Courses' },
];
const QUICK_LINKS = [
  { to: pathTo('teeTimes'), label: 'Times' },
  { to: pathTo('waitlist'), label: 'Waitlist' },
];

function NavLinks({ links }: { links: { to: string; label: string }[] }) {
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} className={navLinkClass}>
      {link.label}
    </NavLink>
  ));
}

/** The header on every golfer page (golfer-side §2 "Shared layout"). */
export function SiteHeader() {
  const { user, isPending } = useSessionUser();
  const [isSignInOpen, setIsSignInOpen] = useState(false);
  const isSignedOut = !isPending && !user;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-6 lg:px-8">
        <Link
          to={pathTo('home')}
          className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold text-slate-900 focus-ring"
        >
          <span className="text-emerald-700">
            <FlagIcon />
          </span>
          <span>Teewatch</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLinks links={MAIN_LINKS} />
        </nav>

        <div className="hidden min-w-24 items-center justify-end md:flex">
          {isSignedOut ? (
            <Button
              onClick={() => setIsSignInOpen(true)}
              onPointerEnter={preloadSignInDialog}
              onFocus={preloadSignInDialog}
            >
              Sign In
            </Button>
          ) : user ? (
            <Suspense fallback={accountMenuFallback}>
              <AccountMenu />
            </Suspense>
          ) : (
            accountMenuFallback
          )}
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <nav aria-label="Quick links" className="flex items-center">
            <NavLinks links={QUICK_LINKS} />
          </nav>
          <MobileMenu>
            {(close) => (
              <nav aria-label="Menu" className="space-y-3">
                <NavLink
                  to={pathTo('courses')}
                  onClick={close}
                  className={(state) => `block ${navLinkClass(state)} text-base`}
                >
                  Courses
                </NavLink>
                <div className="border-t border-slate-200 pt-3">
                  {isSignedOut ? (
                    <Button
                      onClick={() => {
                        close();
                        setIsSignInOpen(true);
                      }}
                      onPointerEnter={preloadSignInDialog}
                      onFocus={preloadSignInDialog}
                      className="w-full"
                    >
                      Sign In
                    </Button>
                  ) : user ? (
                    <Suspense fallback={accountMenuFallback}>
                      <AccountMenu variant="inline" onNavigate={close} />
                    </Suspense>
                  ) : (
                    accountMenuFallback
                  )}
                </div>
              </nav>
            )}
          </MobileMenu>
        </div>
      </div>

      {isSignInOpen ? (
        <Suspense fallback={null}>
          <SignInDialog open onOpenChange={setIsSignInOpen} title="Welcome to Teewatch" message={null} />
        </Suspense>
      ) : null}
    </header>
  );
}
