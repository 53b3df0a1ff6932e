import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FRESH_CLUSTER_TIMEOUT_MS, scratchDirs } from '../../test/helper.js';
import { openPglite } from './client.js';
import { banners } from './schema/index.js';

describe('PGlite in a data directory', () => {
  const dir = scratchDirs('mall-pglite-')();

  it(
    'keeps what was written after a clean close, and opens (and migrates) again',
    async () => {
      const first = await openPglite({ dataDir: dir });
      await first.db.insert(banners).values({
        id: 42,
        titleEn: 'Kept',
        titleZh: '保留',
        subtitleEn: 'across restarts',
        subtitleZh: '重启后仍在',
        hue: 10,
        link: '',
        image: '/media/banner/42.svg',
      });
      await first.close();

      const second = await openPglite({ dataDir: dir });
      try {
        const rows = await second.db.select({ title: banners.titleZh }).from(banners).where(eq(banners.id, 42));
        expect(rows).toEqual([{ title: '保留' }]);
      } finally {
        await second.close();
      }
    },
    FRESH_CLUSTER_TIMEOUT_MS,
  );
});
