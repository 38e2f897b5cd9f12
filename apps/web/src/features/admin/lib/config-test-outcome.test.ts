import { describe, expect, it } from 'vitest';
import { fieldsOutcome, liveOutcome } from './config-test-outcome';

describe('configuration test outcome', () => {
  it('fields only: invalid says why; valid asks to save before the source can be read', () => {
    expect(
      fieldsOutcome({ valid: false, message: 'Missing required fields: siteId', missingFields: ['siteId'] }),
    ).toEqual({ valid: false, message: 'Missing required fields: siteId' });
    expect(
      fieldsOutcome({ valid: true, message: 'All required fields are present', missingFields: [] }),
    ).toEqual({
      valid: true,
      message: 'All required fields are present. Save the course to read its source.',
    });
  });

  it('a read of the source: the slots found for the date, or the upstream error', () => {
    expect(liveOutcome({ ok: true, slotsFound: 12, date: '2030-06-13', latencyMs: 341.6 })).toEqual({
      valid: true,
      message: 'The source answered: 12 tee times found for Jun 13 (342 ms)',
    });
    expect(liveOutcome({ ok: true, slotsFound: 1, date: '2030-06-13', latencyMs: 10 }).message).toContain(
      '1 tee time found',
    );
    expect(
      liveOutcome({
        ok: false,
        slotsFound: 0,
        date: '2030-06-13',
        latencyMs: 10,
        error: 'HTTP 403 from the source',
      }),
    ).toEqual({ valid: false, message: 'The source did not answer for Jun 13: HTTP 403 from the source' });
  });
});
