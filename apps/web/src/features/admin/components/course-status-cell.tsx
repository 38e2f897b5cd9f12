import type { AdminGolfCourse } from '@teewatch/shared';
import { formatDateTime } from '../../../lib/vancouver-dates';
import { Badge } from './badge';

/**
 * The course list's Status cell: Active / Inactive as before, but an active course whose source has
 * failed for an hour (source_health.isFailing) reads "Source failing" with the upstream's error, and
 * every active course shows its last good read (issue 11, item 6).
 */
export function CourseStatusCell({ course }: { course: AdminGolfCourse }) {
  const health = course.source_health;
  if (!course.is_active) return <Badge tone="slate">Inactive</Badge>;
  return (
    <div className="space-y-1">
      {health?.isFailing ? (
        <Badge tone="red">
          Source failing<span className="sr-only"> (active)</span>
        </Badge>
      ) : (
        <Badge tone="green">Active</Badge>
      )}
      {health ? (
        <p className="text-xs text-slate-600">
          Last good read: {health.lastSuccessAt ? formatDateTime(health.lastSuccessAt) : 'never'}
        </p>
      ) : null}
      {health?.lastError ? (
        <p className={`max-w-xs text-xs break-words ${health.isFailing ? 'text-red-800' : 'text-amber-900'}`}>
          Last error{health.lastErrorAt ? ` (${formatDateTime(health.lastErrorAt)})` : ''}: {health.lastError}
        </p>
      ) : null}
    </div>
  );
}
