import { useId, useState } from 'react';
import { InfoIcon } from './icons';

/** What each course type means, for golfers who do not know the terms. */
export const COURSE_TYPE_EXPLANATIONS: Record<string, string> = {
  Parkland: 'Inland course with tree-lined fairways, lush grass and manicured turf.',
  Links: 'Open, windswept course on sandy ground with few trees, firm turf and natural dunes.',
  Desert: 'Green fairways carved through arid land, surrounded by sand and native plants.',
  Mountain: 'Course built on hilly terrain, with elevation changes and mountain views.',
  Heathland: 'Open course on sandy heath with heather, gorse and firm, fast turf.',
  Sandbelt: 'Course on sandy soil known for dramatic bunkering and firm, fast greens.',
  'Coastal/Ocean': 'Course along the shoreline, with ocean views and sea breezes in play.',
};

/**
 * The course type with its explanation on hover or focus (golfer-side §2). The explanation is the
 * button's description for screen readers; hovering it keeps it open, Escape hides it after focus.
 */
export function CourseTypeBadge({ type }: { type: string }) {
  const explanation = COURSE_TYPE_EXPLANATIONS[type];
  const tooltipId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const badgeClass =
    'inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800';
  if (!explanation) return <span className={badgeClass}>{type}</span>;
  return (
    <span className="group relative inline-block">
      <button
        type="button"
        aria-describedby={tooltipId}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => event.key === 'Escape' && setIsOpen(false)}
        className={`${badgeClass} focus-ring`}
      >
        {type}
        <InfoIcon className="h-4 w-4" />
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={`absolute top-full left-0 z-20 mt-2 w-60 max-w-[75vw] rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg ${
          isOpen ? 'block' : 'hidden group-hover:block'
        }`}
      >
        {explanation}
      </span>
    </span>
  );
}
