import { defineBookingSystem } from './booking-system';

export const CHRONOGOLF_DEFAULT_BASE_URL = 'https://www.chronogolf.com/marketplace/v2/teetimes';

/** ChronoGolf (Lightspeed Golf): a club page and the marketplace's tee-time API. */
export const chronogolfSystem = defineBookingSystem({
  type: 'chronogolf',
  label: 'ChronoGolf',
  formLabel: 'ChronoGolf',
  discoveryLabel: 'ChronoGolf (Lightspeed Golf)',
  golferLabel: 'ChronoGolf',
  badgeTone: 'violet',
  listFilterLabel: 'ChronoGolf',
  statGroup: 'ChronoGolf API',
  requiredConfig: ['baseUrl', 'clubUrl'],
  optionalConfig: ['clubId', 'affiliationTypeId', 'courseUuid'],
  defaultConfig: { baseUrl: CHRONOGOLF_DEFAULT_BASE_URL, clubUrl: '' },
});
