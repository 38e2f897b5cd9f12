import {
  formatDayLabel,
  HELD_BETTER_RULES,
  type HeldBetterRule,
  type HeldTime,
  heldRuleWords,
} from '@teewatch/shared';
import { type ReactNode, useId } from 'react';
import { Button } from './button';
import { FieldError } from './form/field-error';
import { SelectOptions } from './form/select-options';

// The tee time a golfer already holds, and what would beat it (issue 38 item 1, decision 0195): the
// waitlist form's "I already hold a time" section and the dashboard's "I booked it" dialog share it.

type Course = { id: number; name: string };

const RULE_LABELS: Record<HeldBetterRule, string> = {
  earlier: 'An earlier time that day',
  later: 'A later time that day',
  course: 'A course I rank higher, that day',
};

const controlClass = (error: string | undefined) =>
  `w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-ring ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

/** One of the held time's three controls under its label. */
function HeldControl({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A held time to start from: the first watched course and date, no time yet, "earlier". */
export function newHeldTime(courseIds: readonly number[], dates: readonly string[]): HeldTime {
  return { courseId: courseIds[0] ?? 0, date: dates[0] ?? '', time: '', better: 'earlier' };
}

/** The ranking shown for the course rule: the kept order of the watched courses, new ones last. */
function rankingOf(held: HeldTime, watched: readonly Course[]): number[] {
  const ids = watched.map((course) => course.id);
  const kept = (held.courseRanking ?? []).filter((id) => ids.includes(id));
  return [...kept, ...ids.filter((id) => !kept.includes(id))];
}

/**
 * The held time's course (any course: the held one need not be watched), date (one of the request's),
 * time (HH:MM) and rule; with the course rule, the watched courses ranked best first by Move up / down.
 */
export function HeldTimeFields({
  held,
  courses,
  watched,
  dates,
  error,
  onChange,
}: {
  held: HeldTime;
  /** The courses the held one may be at. */
  courses: readonly Course[];
  /** The request's courses, which the course rule ranks. */
  watched: readonly Course[];
  /** The request's dates: the held one is among them. */
  dates: readonly string[];
  error: string | undefined;
  onChange: (held: HeldTime) => void;
}) {
  const base = useId();
  const ranking = rankingOf(held, watched);
  const set = (patch: Partial<HeldTime>) => {
    const next = { ...held, ...patch };
    onChange(
      next.better === 'course' ? { ...next, courseRanking: rankingOf(next, watched) } : stripRanking(next),
    );
  };
  const nameOf = (id: number) => watched.find((course) => course.id === id)?.name ?? `Golf course #${id}`;
  const heldCourses = courses.some((course) => course.id === held.courseId)
    ? courses
    : [...courses, { id: held.courseId, name: nameOf(held.courseId) }];
  return (
    <div className="space-y-4" id={`${base}-held`}>
      <div className="grid gap-4 sm:grid-cols-3">
        <HeldControl id={`${base}-course`} label="Course you hold">
          <select
            id={`${base}-course`}
            className={controlClass(error)}
            value={held.courseId}
            onChange={(event) => set({ courseId: Number(event.target.value) })}
          >
            <SelectOptions
              options={heldCourses.map((course) => ({ value: course.id, label: course.name }))}
            />
          </select>
        </HeldControl>
        <HeldControl id={`${base}-date`} label="Date you hold">
          <select
            id={`${base}-date`}
            className={controlClass(error)}
            value={held.date}
            onChange={(event) => set({ date: event.target.value })}
          >
            <SelectOptions options={dates.map((date) => ({ value: date, label: formatDayLabel(date) }))} />
          </select>
        </HeldControl>
        <HeldControl id={`${base}-time`} label="Time you hold">
          <input
            id={`${base}-time`}
            type="time"
            className={controlClass(error)}
            value={held.time}
            onChange={(event) => set({ time: event.target.value })}
          />
        </HeldControl>
      </div>
      <HeldRuleChoice name={`${base}-better`} value={held.better} onChange={(better) => set({ better })} />
      {held.better === 'course' ? (
        <CourseRanking
          id={`${base}-ranking`}
          ranking={ranking}
          nameOf={nameOf}
          onChange={(courseRanking) => onChange({ ...held, courseRanking })}
        />
      ) : null}
      <p className="text-sm text-slate-600">
        {`Teewatch alerts you only for ${heldRuleWords(held.better)}. If you take one, release your old booking on the course's site yourself.`}
      </p>
      <FieldError id={`${base}-held`} error={error} />
    </div>
  );
}

/** The "Alert me only for" radios: which rule a time must meet to beat the held one. */
function HeldRuleChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: HeldBetterRule;
  onChange: (rule: HeldBetterRule) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 font-medium text-slate-900">Alert me only for</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {HELD_BETTER_RULES.map((rule) => (
          <label key={rule} className="inline-flex items-center gap-2 text-slate-900">
            <input
              type="radio"
              name={name}
              value={rule}
              checked={value === rule}
              onChange={() => onChange(rule)}
              className="h-4 w-4 accent-emerald-700 focus-ring"
            />
            {RULE_LABELS[rule]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The course rule's ranking of the watched courses, best first, reordered by Move up / down. */
function CourseRanking({
  id,
  ranking,
  nameOf,
  onChange,
}: {
  id: string;
  ranking: readonly number[];
  nameOf: (id: number) => string;
  onChange: (ranking: number[]) => void;
}) {
  const move = (index: number, by: -1 | 1) => {
    const next = [...ranking];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <div>
      <p id={id} className="mb-1 font-medium text-slate-900">
        Your courses, best first
      </p>
      <ol aria-labelledby={id} className="space-y-2">
        {ranking.map((courseId, index) => (
          <li key={courseId} className="flex flex-wrap items-center gap-2 text-slate-900">
            <span className="min-w-0 flex-1">{`${index + 1}. ${nameOf(courseId)}`}</span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={index === 0}
              onClick={() => move(index, -1)}
              aria-label={`Move up: ${nameOf(courseId)}`}
            >
              Move up
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={index === ranking.length - 1}
              onClick={() => move(index, 1)}
              aria-label={`Move down: ${nameOf(courseId)}`}
            >
              Move down
            </Button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function stripRanking(held: HeldTime): HeldTime {
  const { courseRanking: _ranking, ...rest } = held;
  return rest;
}
