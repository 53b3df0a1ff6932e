import { z } from 'zod';

/** Run-time settings the storefront reads at launch (`GET /api/site/config`). */
export const siteConfigSchema = z.object({
  /** An image on the external video site; loading it tells whether the site is reachable. */
  video_site_ping_url: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** `GET /api/ping`: a trivial answer, the baseline of the API benchmarks. */
export const pingSchema = z.object({ pong: z.literal(true) });
export type Ping = z.infer<typeof pingSchema>;
