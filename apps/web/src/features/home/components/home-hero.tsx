import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';

/** The home page's first screen; also its static shell, sent in the page's HTML (decision 0148). */
export function HomeHero() {
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-white px-4 pt-16 pb-12 text-center sm:pt-24">
      <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Find Golf Tee Times in Vancouver, BC
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
        Live availability from public courses across Metro Vancouver in one place, and a free waitlist that
        emails you when the tee time you want opens up.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={pathTo('waitlist')} className={`${buttonClass({ size: 'xl' })} shadow-sm`}>
          Join Waitlist Now
        </Link>
        <Link to={pathTo('teeTimes')} className={buttonClass({ variant: 'outline', size: 'xl' })}>
          Browse Tee Times
        </Link>
      </div>
    </section>
  );
}
