import { CourseFormSchema } from '../src/admin/course-form';

// Test-only: what the course form's schema says of an input, as the admin form shows it.

/** The course form's messages for `input`, by field path (`api_config.baseUrl`); empty when it passes. */
export function courseFormErrors(input: unknown): Record<string, string> {
  const result = CourseFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
