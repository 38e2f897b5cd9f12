import type { GolfCourse } from '@teewatch/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactCard } from './contact-card';
import { LocationMapCard } from './location-map-card';

// Burnaby Mountain as the seed gives it (decision 0090): a sourced address, phone and website.
const burnabyMountain: GolfCourse = {
  id: 4,
  name: 'Burnaby Mountain Golf Course',
  city: 'Burnaby',
  location: 'Burnaby, BC',
  description: null,
  image_url: null,
  images: [],
  holes: 18,
  length_yards: 6431,
  par: null,
  course_rating: null,
  slope_rating: null,
  course_type: null,
  is_public: true,
  booking_advance_days: 30,
  booking_open_time: '00:00',
  booking_url: 'https://golfburnaby.cps.golf/onlineresweb/search-teetime',
  website: 'https://golfburnaby.ca',
  address: '7600 Halifax Street, Burnaby, BC',
  phone: '604-280-7355',
  email: null,
  facilities: [],
  features: [],
  is_active: true,
  last_updated: '2026-11-25T00:00:00.000Z',
  api_source: 'burnaby',
};

describe("the course page's contact and location cards", () => {
  it('show the address, phone and website, and the map links search for the address', () => {
    render(
      <>
        <ContactCard course={burnabyMountain} />
        <LocationMapCard course={burnabyMountain} />
      </>,
    );
    expect(screen.getAllByText('7600 Halifax Street, Burnaby, BC')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '604-280-7355' }).getAttribute('href')).toBe('tel:6042807355');
    expect(screen.getByRole('link', { name: /Visit Website/ }).getAttribute('href')).toBe(
      'https://golfburnaby.ca',
    );
    expect(screen.getByRole('link', { name: /View in Google Maps/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=7600%20Halifax%20Street%2C%20Burnaby%2C%20BC',
    );
    expect(screen.getByRole('link', { name: /Open in Apple Maps/ }).getAttribute('href')).toBe(
      'https://maps.apple.com/?q=7600%20Halifax%20Street%2C%20Burnaby%2C%20BC',
    );
  });

  it('leave out the contact card, and map the name and city, for a course without an address', () => {
    const unknown = { ...burnabyMountain, address: null, phone: null, website: null };
    render(
      <>
        <ContactCard course={unknown} />
        <LocationMapCard course={unknown} />
      </>,
    );
    expect(screen.queryByRole('heading', { name: 'Contact & Location' })).toBeNull();
    expect(screen.getByRole('link', { name: /View in Google Maps/ }).getAttribute('href')).toContain(
      'query=Burnaby%20Mountain%20Golf%20Course%2C%20Burnaby%2C%20BC',
    );
  });
});
