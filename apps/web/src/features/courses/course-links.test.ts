import { describe, expect, it } from 'vitest';
import { appleMapsUrl, bookingLink, googleMapsUrl, mapQuery, telHref } from './course-links';

const base = {
  name: 'Langara Golf Course',
  location: 'Vancouver, BC',
  address: null,
  booking_url: null,
  website: null,
};

describe('course links', () => {
  it('books through the booking URL, else the website, else nowhere', () => {
    expect(
      bookingLink({ ...base, booking_url: 'https://book.example', website: 'https://site.example' }),
    ).toBe('https://book.example');
    expect(bookingLink({ ...base, website: 'https://site.example' })).toBe('https://site.example');
    expect(bookingLink(base)).toBeUndefined();
  });

  it('builds map links from the address, else from the name and location', () => {
    const withAddress = { ...base, address: '6706 Alberta St, Vancouver, BC' };
    expect(mapQuery(withAddress)).toBe('6706 Alberta St, Vancouver, BC');
    expect(mapQuery(base)).toBe('Langara Golf Course, Vancouver, BC');
    expect(googleMapsUrl(withAddress)).toBe(
      'https://www.google.com/maps/search/?api=1&query=6706%20Alberta%20St%2C%20Vancouver%2C%20BC',
    );
    expect(appleMapsUrl(base)).toBe(
      'https://maps.apple.com/?q=Langara%20Golf%20Course%2C%20Vancouver%2C%20BC',
    );
  });

  it("adds the parts of the location an address lacks, so the maps find the right city's street", () => {
    expect(mapQuery({ ...base, address: '6706 Alberta Street, Vancouver' })).toBe(
      '6706 Alberta Street, Vancouver, BC',
    );
    expect(mapQuery({ ...base, address: '7600 Halifax Street, Burnaby, BC', location: 'Burnaby, BC' })).toBe(
      '7600 Halifax Street, Burnaby, BC',
    );
    expect(
      mapQuery({
        ...base,
        address: '19675 Meadow Gardens Way, Pitt Meadows, BC V3Y 2T5',
        location: 'Pitt Meadows, BC',
      }),
    ).toBe('19675 Meadow Gardens Way, Pitt Meadows, BC V3Y 2T5');
    expect(mapQuery({ ...base, address: '6706 Alberta Street', location: null })).toBe('6706 Alberta Street');
  });

  it('makes a dialable tel: link', () => {
    expect(telHref('(604) 713-1816')).toBe('tel:6047131816');
    expect(telHref('+1 604-713-1816')).toBe('tel:+16047131816');
  });
});
