import { z } from 'zod';
import { PrivacyFactsSchema } from './privacy';

/**
 * The courses map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_ATTRIBUTION_URL): a `{z}/{x}/{y}`
 * template and the credit its licence asks for, shown on the map.
 */
export const MapTilesSchema = z.object({
  url: z.string().max(500),
  attribution: z.string().max(300),
  attributionUrl: z.string().max(500),
});
export type MapTiles = z.infer<typeof MapTilesSchema>;

export const AppInfoSchema = z.object({
  upstreamMode: z.enum(['live', 'simulator']),
  /** True when tee times come from the simulator: the web shows a "Demo data" banner. */
  isDemo: z.boolean(),
  /**
   * ALERTS_REQUIRE_VERIFIED_EMAIL: alerts wait for a confirmed address, so the web asks an unconfirmed golfer
   * to confirm. Optional for older servers.
   */
  alertsRequireConfirmedEmail: z.boolean().optional(),
  /** PUSH_ENABLED: false when the server sends no Web Push, so the web offers none. Optional for older servers. */
  pushEnabled: z.boolean().optional(),
  /** GOOGLE_CLIENT_ID and its secret are set: the sign-in form offers "Continue with Google". Optional for older servers. */
  googleSignIn: z.boolean().optional(),
  /** The sender, contact and retention figures the /privacy page states. Optional for older servers. */
  privacy: PrivacyFactsSchema.optional(),
  /** Where the courses map's tiles come from and whom it credits. Optional for older servers. */
  mapTiles: MapTilesSchema.optional(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
