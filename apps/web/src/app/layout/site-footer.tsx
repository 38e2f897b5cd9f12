import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { systemClock } from '../../lib/clock';
import { FlagIcon } from './icons';

const linkClass = 'rounded text-slate-300 hover:text-white focus-ring-on-dark';

/** The footer's links, in the order they show. */
const FOOTER_LINKS = [
  { to: pathTo('teeTimes'), label: 'Tee Times' },
  { to: pathTo('waitlist'), label: 'Waitlist' },
  { to: pathTo('courses'), label: 'Courses' },
  { to: pathTo('privacy'), label: 'Privacy' },
  { to: pathTo('terms'), label: 'Terms' },
] as const;

/** Footer on every golfer page: brand and copyright (golfer-side §2). */
export function SiteFooter() {
  const year = systemClock().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <span className="text-emerald-400">
              <FlagIcon />
            </span>
            Teewatch
          </p>
          <p className="mt-2 text-sm">
            Tee times and waitlists for Metro Vancouver's public golf courses. Bookings are made on each
            course's own site.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {year} Teewatch. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
