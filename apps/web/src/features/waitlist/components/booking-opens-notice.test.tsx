import type { GolfCourse } from '@teewatch/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingBookingDates } from '../../../lib/pending-booking-dates';
import { BOOKING_OPENS_INTRO, BookingOpensNotice } from './booking-opens-notice';

const course = (id: number, name: string, advance: number | null, openTime: string) =>
  ({ id, name, booking_advance_days: advance, booking_open_time: openTime }) as GolfCourse;

// A 7-day window that opens at 15:00 UTC, and one with the catalogue's 30 days at midnight UTC.
const university = course(7, 'University Golf Club', 7, '15:00');
const langara = course(1, 'Langara Golf Course', null, '00:00');
const NOW = new Date('2030-06-12T12:00:00Z');

describe('pendingBookingDates', () => {
  it('lists only the pairs not released yet, by date', () => {
    const pending = pendingBookingDates([university, langara], ['2030-06-20', '2030-06-18'], NOW);
    // 06-18 opened 06-11 15:00 UTC; 06-20 opens 06-13 15:00 UTC; Langara releases 30 days ahead.
    expect(pending.map((p) => [p.course.id, p.date, p.opensAt.toISOString()])).toEqual([
      [7, '2030-06-20', '2030-06-13T15:00:00.000Z'],
    ]);
  });

  it('counts the release instant itself as open', () => {
    expect(pendingBookingDates([university], ['2030-06-20'], new Date('2030-06-13T15:00:00Z'))).toEqual([]);
  });
});

describe('BookingOpensNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says when each pending date opens, in Vancouver time', () => {
    render(<BookingOpensNotice courses={[university, langara]} dates={['2030-06-18', '2030-06-20']} />);
    expect(screen.getByText(BOOKING_OPENS_INTRO)).toBeTruthy();
    expect(
      screen.getByText('Thu, Jun 20, University Golf Club: Bookings open on Thu, Jun 13 at 8:00 AM'),
    ).toBeTruthy();
    expect(screen.queryByText(/Langara/)).toBeNull();
  });

  it('shows nothing when every chosen date is open', () => {
    render(<BookingOpensNotice courses={[langara]} dates={['2030-06-18']} />);
    expect(screen.queryByText(BOOKING_OPENS_INTRO)).toBeNull();
  });
});
