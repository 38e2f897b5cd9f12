import type { NearMe, NearMeStatus } from '../lib/use-near-me';
import { Button } from './button';

/** What each state says beside the button; the words of a refusal say why the order did not change. */
export const NEAR_ME_WORDS: Record<NearMeStatus, string> = {
  off: '',
  locating: 'Finding your location...',
  on: 'Nearest first, as the crow flies. Your location stays in this browser.',
  refused:
    'Location access was refused, so the courses stay in their usual order. Allow this site to use your location to sort by distance.',
  unavailable: "Your location isn't available right now, so the courses stay in their usual order.",
};

/**
 * The "Near me" button and what it found (decision 0311), the same on the courses page, the tee-times page
 * and the waitlist's course picker. `useNearMe` holds the state; the list it sorts is the caller's.
 */
export function NearMeButton({ nearMe, className = '' }: { nearMe: NearMe; className?: string }) {
  const words = NEAR_ME_WORDS[nearMe.status];
  const problem = nearMe.status === 'refused' || nearMe.status === 'unavailable';
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={nearMe.status === 'on'}
        disabled={nearMe.status === 'locating'}
        onClick={nearMe.toggle}
      >
        <PinIcon />
        Near me
      </Button>
      <p role="status" className={`text-sm ${problem ? 'text-amber-900' : 'text-slate-700'}`}>
        {words}
      </p>
    </div>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path
        fillRule="evenodd"
        d="M10 18s6-5.3 6-10A6 6 0 0 0 4 8c0 4.7 6 10 6 10Zm0-7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
