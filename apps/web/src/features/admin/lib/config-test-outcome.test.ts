import { describe, expect, it } from 'vitest';
import { fieldsOutcome, liveOutcome, usedValuesText } from './config-test-outcome';

describe('configuration test outcome', () => {
  it('fields only: says which are missing or wrong', () => {
    expect(
      fieldsOutcome({ valid: false, message: 'Missing required fields: siteId', missingFields: ['siteId'] }),
    ).toEqual({ valid: false, message: 'Missing required fields: siteId' });
    expect(
      fieldsOutcome({ valid: true, message: 'All required fields are present', missingFields: [] }),
    ).toEqual({
      valid: true,
      message: 'All required fields are present',
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

  it('says which values the source was read with', () => {
    const used = {
      from: 'form' as const,
      api_type: 'cps' as const,
      api_course_id: '2',
      api_config: { siteId: 'golfvancouver', websiteId: '7' },
      holes: 18,
    };
    expect(liveOutcome({ ok: true, slotsFound: 3, date: '2030-06-13', latencyMs: 5, used }).usedValues).toBe(
      'Values used (as on screen): CPS, course ID 2, 18 holes, Site ID golfvancouver, Website ID 7',
    );
    expect(usedValuesText({ ...used, from: 'saved', holes: null, api_config: {} })).toBe(
      'Values used (as saved): CPS, course ID 2',
    );
  });
});
