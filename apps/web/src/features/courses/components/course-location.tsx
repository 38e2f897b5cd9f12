import { PinIcon } from './icons';

const LOOKS = {
  card: { line: 'mt-1 flex items-center gap-1.5 text-sm text-slate-600', pin: 'h-4 w-4 shrink-0' },
  page: { line: 'flex items-center gap-1.5 text-slate-700', pin: 'h-5 w-5 shrink-0 text-emerald-700' },
};

/** Where a course is, after a map pin: a course card's small line, or the course page's; nothing when unknown. */
export function CourseLocation({ location, look }: { location: string | null; look: keyof typeof LOOKS }) {
  if (!location) return null;
  return (
    <p className={LOOKS[look].line}>
      <PinIcon className={LOOKS[look].pin} />
      {location}
    </p>
  );
}
