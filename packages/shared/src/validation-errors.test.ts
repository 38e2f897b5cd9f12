import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstErrorByField, toValidationErrors, validationSummary } from './validation-errors';

const Schema = z.object({
  name: z.string().min(1, 'Name is required'),
  dates: z.array(z.iso.date('Bad date')).min(1, 'Pick a date'),
  config: z.object({ siteId: z.string('Site is required') }),
});

function issuesOf(value: unknown) {
  const result = Schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues;
}

describe('toValidationErrors', () => {
  it('names each problem by its dotted path, once per field and message, in order', () => {
    const issues = issuesOf({ name: '', dates: ['x', 'y'], config: {} });
    expect(toValidationErrors(issues)).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'dates.0', message: 'Bad date' },
      { field: 'dates.1', message: 'Bad date' },
      { field: 'config.siteId', message: 'Site is required' },
    ]);
  });

  it('names problems by the top-level field when asked, and a pathless one as request', () => {
    const issues = issuesOf({ name: 'x', dates: ['x', 'y'], config: { siteId: 'a' } });
    expect(toValidationErrors(issues, { topLevel: true })).toEqual([{ field: 'dates', message: 'Bad date' }]);
    expect(toValidationErrors([{ path: [], message: 'Body must be an object' }])).toEqual([
      { field: 'request', message: 'Body must be an object' },
    ]);
  });

  it('keeps the first message per field and summarises a single problem by its message', () => {
    const errors = [
      { field: 'name', message: 'first' },
      { field: 'name', message: 'second' },
    ];
    expect(firstErrorByField(errors)).toEqual({ name: 'first' });
    expect(validationSummary(errors)).toBe('Validation failed');
    expect(validationSummary(errors.slice(0, 1))).toBe('first');
  });
});
