import { chronogolfCourseIdOf, chronogolfCourseUuid } from './catalogue';
import { CHRONOGOLF_STATUSES, type ChronogolfStatus } from './chronogolf';
import { CPS_VARIANTS, type CpsVariant } from './cps';
import type { Fault, FaultTarget } from './faults';
import { BadRequest } from './http';
import type { CourseRef, SetSlotInput, SheetSystem, Slot } from './tee-sheets';
import { formatTime, isIsoDate, parseTime } from './vancouver-time';

// Input parsing shared by the HTTP control API and the direct methods on the startSimulator() handle,
// so both accept exactly the same things and reject them with the same messages.

type SlotFields = {
  /** CPS: the site's course id; ChronoGolf: the numeric course id, or a v2 course UUID. */
  courseId: number | string;
  date: string;
  time: string;
  spots: number;
  price?: number;
  holes?: number;
  minPlayers?: number;
};

export type SlotInput =
  | ({ system: 'cps'; site: string } & SlotFields)
  | ({ system: 'chronogolf'; clubId?: number | string } & SlotFields);

export type SlotView = {
  system: SheetSystem;
  site?: string;
  clubId?: string;
  courseId: number;
  /** ChronoGolf: the v2 UUID that shows this course. */
  uuid?: string;
  date: string;
  time: string;
  spots: number;
  minPlayers: number;
  maxPlayers: number;
  price: number;
  holes: number;
  /** CPS teeSheetId / ChronoGolf teetime id. */
  id: number;
  /** Held back by a member restriction: ChronoGolf lists it nowhere (CPS does not model these). */
  isRestricted: boolean;
};

export type FaultInput = { target?: FaultTarget; fault: Fault; times?: number };

export type VariantInput =
  | { system: 'cps'; site: string; variant: CpsVariant }
  | { system: 'chronogolf'; status: ChronogolfStatus };

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequest(`${what} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

function text(value: unknown, field: string): string {
  if ((typeof value !== 'string' || value.trim() === '') && typeof value !== 'number') {
    throw new BadRequest(`${field} is required`);
  }
  return String(value).trim();
}

function optionalNumber(value: unknown, field: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new BadRequest(`${field} must be a number from ${min} to ${max}`);
  }
  return value;
}

function integer(value: unknown, field: string, min: number, max: number): number {
  const number = optionalNumber(value, field, min, max);
  if (number === undefined || !Number.isInteger(number)) {
    throw new BadRequest(`${field} must be a whole number from ${min} to ${max}`);
  }
  return number;
}

export function parseSlotInput(body: unknown): { input: SetSlotInput; clubId?: string } {
  const raw = record(body, 'slot');
  const date = text(raw.date, 'date');
  if (!isIsoDate(date)) throw new BadRequest('date must be YYYY-MM-DD');
  const minutes = parseTime(text(raw.time, 'time'));
  if (minutes === undefined) throw new BadRequest('time must be HH:MM');
  const common = {
    date,
    minutes,
    spots: integer(raw.spots, 'spots', 0, 4),
    price: optionalNumber(raw.price, 'price', 0, 10_000),
    holes: raw.holes === undefined ? undefined : integer(raw.holes, 'holes', 1, 36),
    minPlayers: raw.minPlayers === undefined ? undefined : integer(raw.minPlayers, 'minPlayers', 1, 4),
  };
  let course: CourseRef;
  let clubId: string | undefined;
  if (raw.system === 'cps') {
    const courseId = Number(text(raw.courseId, 'courseId'));
    if (!Number.isInteger(courseId) || courseId < 0) throw new BadRequest('courseId must be a number');
    course = { system: 'cps', site: text(raw.site, 'site').toLowerCase(), courseId };
  } else if (raw.system === 'chronogolf') {
    const courseId = chronogolfCourseIdOf(text(raw.courseId, 'courseId'));
    if (courseId === undefined) throw new BadRequest('courseId must be a number or a course UUID');
    course = { system: 'chronogolf', courseId };
    clubId = raw.clubId === undefined ? undefined : text(raw.clubId, 'clubId');
  } else {
    throw new BadRequest("system must be 'cps' or 'chronogolf'");
  }
  return { input: { course, ...common }, clubId };
}

export function slotView(course: CourseRef, date: string, slot: Slot, clubId?: string): SlotView {
  return {
    system: course.system,
    ...(course.system === 'cps' ? { site: course.site } : { uuid: chronogolfCourseUuid(course.courseId) }),
    ...(clubId ? { clubId } : {}),
    courseId: course.courseId,
    date,
    time: formatTime(slot.minutes),
    spots: slot.spots,
    minPlayers: slot.minPlayers,
    maxPlayers: slot.maxPlayers,
    price: slot.price,
    holes: slot.holes,
    id: slot.id,
    isRestricted: slot.isRestricted,
  };
}

function parseFault(value: unknown): Fault {
  const raw = record(value, 'fault');
  switch (raw.type) {
    case 'latency':
      return { type: 'latency', ms: integer(raw.ms, 'fault.ms', 0, 600_000) };
    case 'status': {
      if (raw.status !== 429 && raw.status !== 500 && raw.status !== 503) {
        throw new BadRequest('fault.status must be 429, 500 or 503');
      }
      return { type: 'status', status: raw.status };
    }
    case 'cloudflare403':
    case 'malformed':
    case 'hang':
      return { type: raw.type };
    default:
      throw new BadRequest("fault.type must be 'latency', 'status', 'cloudflare403', 'malformed' or 'hang'");
  }
}

export function parseFaultInput(body: unknown): { target: FaultTarget; fault: Fault; times?: number } {
  const raw = record(body, 'body');
  const rawTarget = raw.target === undefined ? {} : record(raw.target, 'target');
  const target: FaultTarget = {};
  if (rawTarget.system !== undefined) {
    if (rawTarget.system !== 'cps' && rawTarget.system !== 'chronogolf') {
      throw new BadRequest("target.system must be 'cps' or 'chronogolf'");
    }
    target.system = rawTarget.system;
  }
  if (rawTarget.site !== undefined) target.site = text(rawTarget.site, 'target.site').toLowerCase();
  if (rawTarget.clubId !== undefined) target.clubId = text(rawTarget.clubId, 'target.clubId');
  if (rawTarget.courseId !== undefined) {
    const courseId = text(rawTarget.courseId, 'target.courseId');
    // A ChronoGolf v2 UUID targets the numeric course it shows.
    target.courseId = courseId.includes('-') ? String(chronogolfCourseIdOf(courseId) ?? courseId) : courseId;
  }
  const times = raw.times === undefined ? undefined : integer(raw.times, 'times', 1, 1_000_000);
  return { target, fault: parseFault(raw.fault), times };
}

export function parseTickInput(body: unknown): number {
  if (body === undefined) return 1;
  const raw = record(body, 'body');
  return raw.steps === undefined ? 1 : integer(raw.steps, 'steps', 0, 10_000);
}

export function parseVariantInput(body: unknown): VariantInput {
  const raw = record(body, 'body');
  if (raw.system === 'chronogolf') {
    if (!CHRONOGOLF_STATUSES.includes(raw.status as ChronogolfStatus)) {
      throw new BadRequest(`status must be one of ${CHRONOGOLF_STATUSES.join(', ')}`);
    }
    return { system: 'chronogolf', status: raw.status as ChronogolfStatus };
  }
  if (raw.system !== undefined && raw.system !== 'cps')
    throw new BadRequest("system must be 'cps' or 'chronogolf'");
  if (!CPS_VARIANTS.includes(raw.variant as CpsVariant)) {
    throw new BadRequest(`variant must be one of ${CPS_VARIANTS.join(', ')}`);
  }
  return { system: 'cps', site: text(raw.site, 'site').toLowerCase(), variant: raw.variant as CpsVariant };
}

export type CourseNameInput = { site: string; courseId: number | string; name: string };

/** A CPS course's new name at its site (the control API's `POST course-name`). */
export function parseCourseNameInput(body: unknown): { site: string; courseId: number; name: string } {
  const raw = record(body, 'body');
  const courseId = Number(text(raw.courseId, 'courseId'));
  if (!Number.isInteger(courseId) || courseId < 0) throw new BadRequest('courseId must be a number');
  const name = text(raw.name, 'name');
  if (name.length > 200) throw new BadRequest('name must be at most 200 characters');
  return { site: text(raw.site, 'site').toLowerCase(), courseId, name };
}
