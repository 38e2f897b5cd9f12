import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { CalendarIcon } from './icons';

/** The dark call-to-action panel: this course's open times, or the waitlist. */
export function ReadyToPlayPanel({ courseName }: { courseName: string }) {
  return (
    <div className="rounded-xl bg-emerald-800 p-6 text-white">
      <h2 className="text-xl font-semibold">Ready to Play?</h2>
      <p className="mt-2 text-emerald-50">
        See open tee times at {courseName}, or join the waitlist and get an email when a time that suits you
        opens up.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <Link to="/tee-times" className={buttonClass({ variant: 'inverse', size: 'lg' })}>
          <CalendarIcon className="h-4 w-4" />
          Find Tee Times
        </Link>
        <Link to="/waitlist" className={buttonClass({ variant: 'inverseOutline', size: 'lg' })}>
          Join Waitlist
        </Link>
      </div>
    </div>
  );
}
