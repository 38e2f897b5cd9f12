import { describe, expect, it } from 'vitest';
import { draftOfRules, EMPTY_DELIVERY_RULES_DRAFT, rulesOfDraft } from './delivery-rules-draft';

describe('delivery rules draft', () => {
  it('turns empty inputs into no rules, and rules back into the same inputs', () => {
    expect(rulesOfDraft(EMPTY_DELIVERY_RULES_DRAFT, 24)).toEqual({
      ok: true,
      rules: { quietHours: null, muteUntil: null, dailyCap: null },
    });
    const rules = { quietHours: { start: '22:00', end: '06:00' }, muteUntil: '2026-11-30', dailyCap: 3 };
    expect(rulesOfDraft(draftOfRules(rules), 24)).toEqual({ ok: true, rules });
  });

  it('names the input of each problem', () => {
    const check = (draft: Partial<typeof EMPTY_DELIVERY_RULES_DRAFT>) => {
      const result = rulesOfDraft({ ...EMPTY_DELIVERY_RULES_DRAFT, ...draft }, 24);
      return result.ok ? {} : result.errors;
    };
    expect(Object.keys(check({ quietStart: '22:00' }))).toEqual(['quietEnd']);
    expect(Object.keys(check({ quietStart: '22:00', quietEnd: '22:00' }))).toEqual(['quietEnd']);
    expect(Object.keys(check({ quietStart: '25:00', quietEnd: '06:00' }))).toEqual(['quietStart']);
    expect(Object.keys(check({ muteUntil: '2026-02-30' }))).toEqual(['muteUntil']);
    expect(Object.keys(check({ dailyCap: '0' }))).toEqual(['dailyCap']);
    expect(Object.keys(check({ dailyCap: '2.5' }))).toEqual(['dailyCap']);
    expect(check({ dailyCap: '25' })).toEqual({
      dailyCap: "At most 24 emails a day: that is this server's limit",
    });
  });
});
