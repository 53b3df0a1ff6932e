import type { Locale } from '@mall/contract';
import DataLoader from 'dataloader';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVideos } from '../../db/schema/index.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CatalogMemory } from './catalog-memory.js';
import { sanitizeDescription } from './sanitize.js';

/** Product pages whose parts are kept: those buyers read most lately, not the whole catalogue (decision 052). */
const KEPT_PAGES = 5000;
/** Pages read in one statement at most when many are asked for at once. */
const LOAD_BATCH = 200;

interface StoredParts {
  gallery: string[];
  descriptionEn: string;
  descriptionZh: string;
  video: { url: string; poster: string } | null;
  /** Descriptions made safe to render, once per language. */
  html: Partial<Record<Locale, string>>;
}

export interface ProductPageParts {
  gallery: string[];
  descriptionHtml: string;
  video: { url: string; poster: string } | null;
}

/**
 * The parts only a product's own page shows (descriptions, gallery, video), read by id and kept
 * for the most recently read pages until the catalogue announces a change to the product
 * (docs/decisions/044). A load under way when the change is heard is dropped with it.
 */
export function createProductPageParts(db: Db, memory: CatalogMemory) {
  const kept = new TtlCache<StoredParts | null>(KEPT_PAGES, Number.POSITIVE_INFINITY, { admitFrequent: true });
  memory.follow((ids) => {
    if (ids === null) kept.clear();
    else for (const id of ids) kept.delete(String(id));
  });

  /** The parts of the pages asked for at once, read in one statement (null: no such product). */
  async function loadSome(ids: readonly number[]): Promise<Array<StoredParts | null>> {
    const rows = await db
      .select({
        id: products.id,
        gallery: products.gallery,
        descriptionEn: products.descriptionEn,
        descriptionZh: products.descriptionZh,
        videoUrl: productVideos.url,
        videoPoster: productVideos.poster,
      })
      .from(products)
      .leftJoin(productVideos, eq(productVideos.productId, products.id))
      .where(inArray(products.id, [...ids]));
    const byId = new Map<number, StoredParts>();
    for (const { id, videoUrl, videoPoster, ...texts } of rows) {
      byId.set(id, {
        ...texts,
        video: videoUrl && videoPoster ? { url: videoUrl, poster: videoPoster } : null,
        html: {},
      });
    }
    return ids.map((id) => byId.get(id) ?? null);
  }

  // Pages missed in the same turn of the event loop (many buyers at once) share one statement and
  // one round trip, where one query a page queued on the pool at a few thousand pages a second.
  const loader = new DataLoader(loadSome, {
    cache: false,
    maxBatchSize: LOAD_BATCH,
    batchScheduleFn: (run) => setImmediate(run),
  });

  /** The page parts of a product the catalogue holds; null when it was deleted meanwhile. */
  async function of(id: number, locale: Locale): Promise<ProductPageParts | null> {
    const parts = await kept.get(String(id), () => loader.load(id));
    if (!parts) return null;
    parts.html[locale] ??= sanitizeDescription(locale === 'en' ? parts.descriptionEn : parts.descriptionZh);
    return { gallery: parts.gallery, descriptionHtml: parts.html[locale], video: parts.video };
  }

  return { of };
}
