import type { Clock } from '@teewatch/shared';

/**
 * The browser's clock: the only reader of the wall clock in the web app (Biome's no-wall-clock plugin
 * flags any other). Components read it through here so a test fakes one place, and pure rules take the
 * `now: Date` read from it as an argument.
 */
export const systemClock: Clock = () => new Date();
