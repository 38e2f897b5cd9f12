import { describe, expect, it } from 'vitest';
import { cityChips, filterCourses, matchesSearch, resultSummary } from './course-search';

const catalogue = [
  { name: 'Langara Golf Course', city: 'Vancouver' },
  { name: 'Fraserview Golf Course', city: 'Vancouver' },
  { name: 'Burnaby Mountain Golf Course', city: 'Burnaby' },
  { name: 'Country Meadows Golf Club', city: 'Richmond' },
  { name: 'Meadow Gardens Golf Course', city: 'Pitt Meadows' },
  { name: 'Westwood Plateau Golf & Country Club', city: 'Coquitlam' },
  { name: 'Surrey Golf Club (Main)', city: 'Surrey' },
  { name: 'Furry Creek Golf & Country Club', city: 'Furry Creek' },
  { name: 'GreenTee Country Club', city: 'Langley' },
  { name: 'Unknown City Links', city: null },
];

describe('course search', () => {
  it('matches a case-insensitive, trimmed substring of the name', () => {
    expect(matchesSearch({ name: 'Langara Golf Course' }, '  LANGARA ')).toBe(true);
    expect(matchesSearch({ name: 'Langara Golf Course' }, 'gara golf')).toBe(true);
    expect(matchesSearch({ name: 'Langara Golf Course' }, 'Vancouver')).toBe(false);
    expect(matchesSearch({ name: 'Langara Golf Course' }, '   ')).toBe(true);
  });

  it('filters by name and by city together', () => {
    expect(filterCourses(catalogue, { search: 'meadow', city: undefined }).map((c) => c.name)).toEqual([
      'Country Meadows Golf Club',
      'Meadow Gardens Golf Course',
    ]);
    expect(filterCourses(catalogue, { search: 'meadow', city: 'Richmond' }).map((c) => c.name)).toEqual([
      'Country Meadows Golf Club',
    ]);
    expect(filterCourses(catalogue, { search: '', city: 'Vancouver' })).toHaveLength(2);
    expect(filterCourses(catalogue, { search: '', city: undefined })).toHaveLength(catalogue.length);
  });
});

describe('city chips', () => {
  it('orders the known cities first, then the others alphabetically, with counts', () => {
    expect(cityChips(catalogue)).toEqual([
      { city: 'Vancouver', count: 2 },
      { city: 'Burnaby', count: 1 },
      { city: 'Richmond', count: 1 },
      { city: 'Furry Creek', count: 1 },
      { city: 'Surrey', count: 1 },
      { city: 'Coquitlam', count: 1 },
      { city: 'Langley', count: 1 },
      { city: 'Pitt Meadows', count: 1 },
    ]);
  });

  it('has no chip for an empty catalogue', () => {
    expect(cityChips([])).toEqual([]);
  });
});

describe('result summary', () => {
  it('says how many courses are shown', () => {
    expect(resultSummary({ count: 18, search: '', city: undefined })).toBe('Showing all 18 golf courses');
    expect(resultSummary({ count: 6, search: '', city: 'Vancouver' })).toBe(
      'Showing 6 golf courses in Vancouver',
    );
    expect(resultSummary({ count: 2, search: ' meadow ', city: undefined })).toBe(
      'Found 2 courses matching "meadow"',
    );
    expect(resultSummary({ count: 0, search: 'meadow', city: 'Burnaby' })).toBe(
      'Found 0 courses matching "meadow" in Burnaby',
    );
  });

  it('uses the singular for one course', () => {
    expect(resultSummary({ count: 1, search: '', city: 'Delta' })).toBe('Showing 1 golf course in Delta');
    expect(resultSummary({ count: 1, search: 'langara', city: undefined })).toBe(
      'Found 1 course matching "langara"',
    );
  });
});
