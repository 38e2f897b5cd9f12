// How long openings stay free, from the mirror's history (decisions 0070, 0201): the queries the odds and
// the heat map read, and the "usually gone within" figure every alert channel shows.
export { durationWords, MIN_FOR_MEDIAN, minutesFreeOf } from './minutes-free';
export { DAY_MS, type Reopening, selectReopenings, selectWatchedSince, watchedDaysOf } from './reopenings';
export { hourBandOf, type UsuallyGone, usuallyGoneFigures, usuallyGoneKey } from './usually-gone';
