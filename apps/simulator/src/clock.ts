/**
 * The machine's clock: the only reader of the wall clock in the simulator (Biome's no-wall-clock plugin
 * flags any other). The tee sheets run on the `now: () => Date` a test gives startSimulator, this by
 * default; request logs and the Twilio stand-in's message times record when a request really arrived.
 */
export const systemNow = (): Date => new Date();
