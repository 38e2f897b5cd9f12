import type { ValidationError } from './api-envelope';

// The one mapping from schema problems to the spec's `validationErrors`, used by the server's error
// handler and routes and by every web form, so a field's message is named the same everywhere.

/** What a schema problem needs to have: a zod issue, or fastify's validation entry turned into one. */
export type ValidationIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

export type ToValidationErrorsOptions = {
  /**
   * Name a problem by the top-level field only (`preferredDates`, not `preferredDates.0`): for forms and
   * payloads whose inputs are the top-level keys. By default the whole path is joined with dots.
   */
  topLevel?: boolean;
};

/** One entry per (field, message), in issue order; a problem with no path belongs to `request`. */
export function toValidationErrors(
  issues: readonly ValidationIssue[],
  options: ToValidationErrorsOptions = {},
): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const issue of issues) {
    const path = options.topLevel ? issue.path.slice(0, 1) : issue.path;
    const field = path.length > 0 ? path.map(String).join('.') : 'request';
    if (!errors.some((known) => known.field === field && known.message === issue.message)) {
      errors.push({ field, message: issue.message });
    }
  }
  return errors;
}

/** The first message of each field, for a form that shows one message under each input. */
export function firstErrorByField(errors: readonly ValidationError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

/** The envelope's `error` for a list of problems: the message itself when there is only one. */
export function validationSummary(errors: readonly ValidationError[]): string {
  return errors.length === 1 ? errors[0]!.message : 'Validation failed';
}
