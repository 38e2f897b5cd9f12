import { z } from 'zod';

export const AppInfoSchema = z.object({
  upstreamMode: z.enum(['live', 'simulator']),
  /** True when tee times come from the simulator: the web shows a "Demo data" banner. */
  isDemo: z.boolean(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
