import { describe, expect, it } from 'vitest';
import { chronogolfBookingLink, cpsBookingLink, isCpsSearchPageOf, teeTimeLabel } from './booking-links';

describe('cpsBookingLink', () => {
  it('lands v4 sites on the course and day with the page\u2019s own parameters, no party, the time named', () => {
    expect(
      cpsBookingLink({
        baseUrl: 'https://golfvancouver.cps.golf/',
        courseId: '2',
        date: '2026-08-06',
        time: '07:10',
        players: 2,
      }),
    ).toEqual({
      // The example in the booking-links evidence, character for character.
      url: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime?Date=2026-08-06&CourseId=2&TeeOffTimeMin=0&TeeOffTimeMax=23.999722222222225',
      landsOn: 'date',
      chooseOnSite: '7:10 AM',
    });
  });

  it('falls back to the bare v4 search page, day and time named, for a course id the page cannot take', () => {
    expect(
      cpsBookingLink({
        baseUrl: 'https://golfburnaby.cps.golf',
        courseId: '',
        date: '2026-06-13',
        time: '06:00',
        players: 0,
      }),
    ).toEqual({
      url: 'https://golfburnaby.cps.golf/onlineresweb/search-teetime',
      landsOn: 'search-page',
      chooseOnSite: 'Sat, Jun 13 at 6:00 AM',
    });
  });

  it('lands v3 pages on the day with the party size, any party as 99', () => {
    const link = cpsBookingLink({
      baseUrl: 'https://w.cps.golf/WestVancouverV3',
      version: 'v3',
      courseId: '1',
      date: '2026-06-05',
      time: '14:30',
      players: 0,
      holes: 9,
    });
    expect(link).toEqual({
      url: 'https://w.cps.golf/WestVancouverV3/Home/nIndex?CourseId=1&Date=2026-6-5&Time=AnyTime&Player=99&Hole=9',
      landsOn: 'date',
      chooseOnSite: '2:30 PM',
    });
    const threePlayers = cpsBookingLink({
      baseUrl: 'https://w.cps.golf/KingsLinksV3',
      version: 'v3',
      courseId: '1',
      date: '2026-06-05',
      time: '07:00',
      players: 3,
    });
    expect(threePlayers.url).toContain('Player=3&Hole=18');
  });
});

describe('isCpsSearchPageOf', () => {
  const site = 'https://golfvancouver.cps.golf';

  it('takes the site\u2019s own v4 search page (the seeded admin URL) as replaceable by the deep link', () => {
    expect(isCpsSearchPageOf('https://golfvancouver.cps.golf/onlineresweb/search-teetime', site)).toBe(true);
    expect(isCpsSearchPageOf('https://GolfVancouver.cps.golf/onlineresweb/search-teetime/', site)).toBe(true);
  });

  it('keeps any other page an admin chose: another host, path, query or scheme', () => {
    expect(isCpsSearchPageOf('https://golfburnaby.cps.golf/onlineresweb/search-teetime', site)).toBe(false);
    expect(isCpsSearchPageOf('https://golfvancouver.cps.golf/onlineresweb/', site)).toBe(false);
    expect(
      isCpsSearchPageOf('https://golfvancouver.cps.golf/onlineresweb/search-teetime?CourseId=1', site),
    ).toBe(false);
    expect(isCpsSearchPageOf('http://golfvancouver.cps.golf/onlineresweb/search-teetime', site)).toBe(false);
    expect(isCpsSearchPageOf('https://vancouver.ca/golf', site)).toBe(false);
    expect(isCpsSearchPageOf('not a url', site)).toBe(false);
  });
});

describe('chronogolfBookingLink', () => {
  const base = {
    clubUrl: 'https://www.chronogolf.com/club/university-golf-club',
    courseId: '525',
    affiliationTypeId: '2897',
    date: '2026-06-13',
    time: '07:10',
    players: 3,
    holes: 18 as const,
    fallbackUrl: 'https://www.chronogolf.com/club/university-golf-club',
  };

  it('lands on the tee time when the slot id is known, one affiliation per player', () => {
    expect(chronogolfBookingLink({ ...base, teetimeId: '987' })).toEqual({
      url:
        'https://www.chronogolf.com/club/university-golf-club/booking/?source=club&medium=widget#/teetime/review' +
        '?course_id=525&nb_holes=18&date=2026-06-13&affiliation_type_ids=2897,2897,2897&teetime_id=987&is_deal=false&new_user=false',
      landsOn: 'tee-time',
    });
  });

  it('lands on the day without a slot id, and names the time', () => {
    expect(chronogolfBookingLink({ ...base, players: 0 })).toEqual({
      url: 'https://www.chronogolf.com/club/university-golf-club#?course_id=525&nb_holes=18&date=2026-06-13&affiliation_type_ids=2897',
      landsOn: 'date',
      chooseOnSite: '7:10 AM',
    });
  });

  it('falls back to the course page, naming day and time, without an affiliation type', () => {
    expect(chronogolfBookingLink({ ...base, affiliationTypeId: undefined })).toEqual({
      url: base.fallbackUrl,
      landsOn: 'search-page',
      chooseOnSite: teeTimeLabel('2026-06-13', '07:10'),
    });
  });
});
