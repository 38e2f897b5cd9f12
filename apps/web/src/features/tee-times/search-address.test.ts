import { describe, expect, it } from 'vitest';
import { alertMeLink, searchAddress, searchFromAddress, viewFromSearch } from './search-address';
import { defaultFilters, type TeeTimeFilters } from './tee-times-filters';

// The tee-times page's address (issue 51, item 2) and the waitlist link it builds (item 4), on fixed dates.
const today = '2026-07-13';
const search: TeeTimeFilters = {
  date: '2026-07-15',
  startHour: 7,
  endHour: 11,
  numberOfPlayers: 1,
  courseIds: [12, 3],
};
const queryOf = (address: string) => address.slice(address.indexOf('?'));

describe('the tee-times address', () => {
  it('writes every filter and the view, courses sorted, and reads them back', () => {
    const address = searchAddress(search, 'soonest');
    expect(address).toBe(
      '/tee-times?date=2026-07-15&startHour=7&endHour=11&numberOfPlayers=1&courseIds=3,12&view=soonest',
    );
    expect(searchFromAddress(queryOf(address), today)).toEqual({
      filters: { ...search, courseIds: [3, 12] },
      view: 'soonest',
    });
  });

  it('leaves out the courses when every course is searched', () => {
    expect(searchAddress(defaultFilters(today), 'courses')).toBe(
      '/tee-times?date=2026-07-13&startHour=6&endHour=20&numberOfPlayers=0&view=courses',
    );
  });

  it('keeps the old ?date= and ?courseIds= links working', () => {
    expect(searchFromAddress('?date=2026-07-20&courseIds=5', today).filters).toEqual({
      ...defaultFilters(today),
      date: '2026-07-20',
      courseIds: [5],
    });
  });

  it('takes the view from the address, else the remembered one, else By course', () => {
    expect(searchFromAddress('?view=soonest', today, 'courses').view).toBe('soonest');
    expect(searchFromAddress('', today, 'soonest').view).toBe('soonest');
    expect(searchFromAddress('?view=map', today, 'nonsense').view).toBe('courses');
    expect(searchFromAddress('', today, null).view).toBe('courses');
    expect(viewFromSearch('?view=courses')).toBe('courses');
  });

  it('falls back to the defaults for values the page cannot offer', () => {
    expect(
      searchFromAddress('?date=2026-07-01&startHour=3&endHour=99&numberOfPlayers=9&courseIds=0,x', today)
        .filters,
    ).toEqual(defaultFilters(today));
  });
});

describe('"Alert me for this"', () => {
  it('asks for an hour either side of a slot, its course, date and party', () => {
    expect(alertMeLink({ courseIds: [7], date: '2026-07-15', numberOfPlayers: 1, time: '08:00' })).toBe(
      '/waitlist?courseIds=7&date=2026-07-15&startHour=7&endHour=9&numberOfPlayers=1',
    );
    // 8:12 AM: 7:12 to 9:12 lies inside 7 to 10.
    expect(alertMeLink({ courseIds: [7], date: '2026-07-15', numberOfPlayers: 0, time: '08:12' })).toBe(
      '/waitlist?courseIds=7&date=2026-07-15&startHour=7&endHour=10&numberOfPlayers=0',
    );
  });

  it('keeps the window inside the waitlist’s hours, 06:00 to 21:00', () => {
    expect(alertMeLink({ courseIds: [7], date: '2026-07-15', numberOfPlayers: 2, time: '06:04' })).toContain(
      'startHour=6&endHour=8',
    );
    expect(alertMeLink({ courseIds: [7], date: '2026-07-15', numberOfPlayers: 2, time: '20:40' })).toContain(
      'startHour=19&endHour=21',
    );
  });

  it('asks for the searched window and courses from an empty result', () => {
    expect(alertMeLink(search)).toBe(
      '/waitlist?courseIds=3,12&date=2026-07-15&startHour=7&endHour=11&numberOfPlayers=1',
    );
    expect(alertMeLink({ ...defaultFilters(today), endHour: 22 })).toBe(
      '/waitlist?date=2026-07-13&startHour=6&endHour=21&numberOfPlayers=0',
    );
  });
});
