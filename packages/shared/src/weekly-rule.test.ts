import { describe, expect, it } from 'vitest';
import { checkWeeklyRule, describeWeekdays, weekdayOf, weeklyEndsOn, weeklyRuleEndsAt } from './weekly-rule';

describe('weekly rules (decision 0350)', () => {
  it('names weekdays Monday first', () => {
    expect(describeWeekdays([0, 6])).toBe('Saturdays and Sundays');
    expect(describeWeekdays([5, 1, 3])).toBe('Mondays, Wednesdays and Fridays');
    expect(describeWeekdays([6])).toBe('Saturdays');
    expect(describeWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('every day');
  });

  it('reads a calendar date as its weekday, whatever the time zone', () => {
    expect(weekdayOf('2027-05-15')).toBe(6);
    expect(weekdayOf('2027-05-16')).toBe(0);
  });

  it('ends a season after today unless an end date is given, at the end of the hour window (Vancouver)', () => {
    expect(weeklyEndsOn({ weekdays: [6] }, '2027-05-12')).toBe('2027-11-11');
    expect(weeklyEndsOn({ weekdays: [6], endsOn: '2027-06-01' }, '2027-05-12')).toBe('2027-06-01');
    expect(weeklyRuleEndsAt('2027-06-01', 10).toISOString()).toBe('2027-06-01T17:00:00.000Z');
  });

  it('refuses an end date in the past or beyond a season', () => {
    expect(checkWeeklyRule({ weekdays: [6], endsOn: '2027-05-11' }, '2027-05-12')).toHaveLength(1);
    expect(checkWeeklyRule({ weekdays: [6], endsOn: '2027-11-12' }, '2027-05-12')).toHaveLength(1);
    expect(checkWeeklyRule({ weekdays: [6], endsOn: '2027-11-11' }, '2027-05-12')).toEqual([]);
  });
});
