import type { Config } from './index';

/**
 * How often a watched course and date is read: never slower than near dates, whatever the two are set to.
 * In config, not the mirror, because the waitlist's dashboard states it too (decision 0305) and a feature
 * that reads the mirror's plan would sit a level above it.
 */
export function watchedCadenceSeconds(config: Config): number {
  const { pollIntervalSeconds } = config.alerts;
  return Math.min(pollIntervalSeconds.watched, pollIntervalSeconds.near);
}
