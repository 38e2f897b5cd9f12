import { defineBookingSystem } from './booking-system';

/** CPS (Club Prophet) online booking: a v4 site's JSON API (decision 0164 for its legacy v3 pages). */
export const cpsSystem = defineBookingSystem({
  type: 'cps',
  label: 'CPS',
  formLabel: 'CPS',
  discoveryLabel: 'CPS (Club Prophet) online booking',
  badgeTone: 'blue',
  listFilterLabel: 'CPS',
  statGroup: 'CPS API',
  requiredConfig: ['baseUrl', 'referer', 'siteId', 'websiteId'],
  optionalConfig: [],
  defaultConfig: { baseUrl: '', referer: '', siteId: '', websiteId: '' },
});
