import { BOOKING_SYSTEMS } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { adapterOf, SOURCE_ADAPTERS } from './booking-systems';

describe('the booking-system registry', () => {
  it('has one adapter per declared system, in the shared list’s order (the order discovery asks them in)', () => {
    expect(SOURCE_ADAPTERS.map((adapter) => adapter.system)).toEqual([...BOOKING_SYSTEMS]);
  });

  it('finds no adapter for a directory-only course or an unknown name', () => {
    expect(adapterOf('none')).toBeUndefined();
    expect(adapterOf('teesnap')).toBeUndefined();
    expect(adapterOf(BOOKING_SYSTEMS[0].type)?.system).toBe(BOOKING_SYSTEMS[0]);
  });
});
