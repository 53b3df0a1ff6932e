import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { apiRoute } from '../../lib/api-route.js';

/** The benchmark baseline, and the run-time settings the storefront reads at launch. */
export async function siteRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  apiRoute(app, API.ping, () => ({ pong: true }) as const);

  apiRoute(app, API.siteConfig, () => ({ video_site_ping_url: options.config.VIDEO_SITE_PING_URL }));
}
