// What one booking system declares to the code both apps share: its type name (a course's api_type), the
// words the admin console and the golfer pages show for it, and its course configuration (the admin form's
// fields and their checks). Each system declares itself in its own file beside this one and is registered
// in `index.ts`, the one list of booking systems; the server's adapters and the simulator key theirs by it.

/** One problem with a course's source fields: where (under the course) and the message to show there. */
export type CourseConfigIssue = { path: (string | number)[]; message: string };

/** The source fields of a course as the course form sends them (trimmed strings). */
export type CourseSourceFields = { api_course_id: string; api_config: Record<string, unknown> };

export type BookingSystemDeclaration<Type extends string = string> = {
  /** The api_type stored on a course. */
  type: Type;
  /** Its short name: badges, the configuration test's "Values used", the mirror panel. */
  label: string;
  /** The course form's API type choice. */
  formLabel: string;
  /** What "Add courses from a booking link" says it recognised. */
  discoveryLabel: string;
  /** What a golfer reads as the course's booking system when the course's api_source is this type. */
  golferLabel?: string;
  /** The admin console's badge colour for it. */
  badgeTone: 'blue' | 'violet';
  /** Its choice in the admin courses list's API Type filter (admin-console §5); absent: not offered. */
  listFilterLabel?: string;
  /** Counted under this heading on the admin courses page's counters ('CPS API', 'ChronoGolf API'). */
  statGroup: string;
  /** The config fields a course needs, in the order the form shows them. */
  requiredConfig: readonly string[];
  /** Config fields the adapter reads when present; kept when the form saves. */
  optionalConfig: readonly string[];
  /** What the form starts with (and resets to when the API type changes to this system). */
  defaultConfig: Readonly<Record<string, string>>;
  /** Checks beyond "required fields present, URL fields URLs". */
  checkCourse?(course: CourseSourceFields): CourseConfigIssue[];
};

/** Keeps the literal type name, so the registry's union of names derives from the declarations. */
export function defineBookingSystem<const Type extends string>(
  declaration: BookingSystemDeclaration<Type>,
): BookingSystemDeclaration<Type> {
  return declaration;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const isBlank = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';
