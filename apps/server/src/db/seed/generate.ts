import { artUrl, bannerArt, categoryArt, PRODUCT_VIEWS, productArt } from '../../lib/artwork.js';
import { ean13 } from '../../lib/ean13.js';
import { fnv1a } from '../../lib/hash.js';
import type { banners, categories, groupCampaigns, products, productVideos, stores } from '../schema/index.js';
import { random } from './prng.js';
import {
  BANNERS,
  BRANDS,
  CATEGORY_TREE,
  CITIES,
  QUALIFICATIONS,
  RECOMMENDED_CATEGORY_SLUGS,
  type SubCategoryDef,
  type TopCategoryDef,
  USES,
} from './vocabulary.js';

export type CategoryRow = typeof categories.$inferInsert & { id: number };
export type StoreRow = typeof stores.$inferInsert;
export type ProductRow = typeof products.$inferInsert & { id: number };
export type BannerRow = typeof banners.$inferInsert & { id: number };

export const DEFAULT_SEED = 20_260_101;
const STORES_PER_TOP_CATEGORY = 2;
/** Listing dates spread over the 540 days before this instant, so "newest" has an order. */
const CATALOGUE_DATE = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;
const USD_TO_CNY = 7.1;
const MOQS = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

interface Leaf {
  top: TopCategoryDef;
  sub: SubCategoryDef;
  id: number;
  topId: number;
}

export interface CategoryCatalogue {
  categories: CategoryRow[];
  leaves: Leaf[];
  topIds: Map<string, number>;
}

/** Categories get ids in tree order: each top category, then its sub-categories. */
export function generateCategories(): CategoryCatalogue {
  const categories: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  const topIds = new Map<string, number>();
  let id = 0;
  CATEGORY_TREE.forEach((top, topIndex) => {
    const topId = ++id;
    topIds.set(top.slug, topId);
    const recommendedAt = RECOMMENDED_CATEGORY_SLUGS.indexOf(top.slug);
    categories.push({
      id: topId,
      parentId: null,
      slug: top.slug,
      nameEn: top.name.en,
      nameZh: top.name.zh,
      sort: recommendedAt >= 0 ? recommendedAt : RECOMMENDED_CATEGORY_SLUGS.length + topIndex,
      recommended: recommendedAt >= 0,
      image: artUrl('category', topId, categoryArt(top.slug, top.slug)),
    });
    top.subs.forEach((sub, subIndex) => {
      const subId = ++id;
      leaves.push({ top, sub, id: subId, topId });
      categories.push({
        id: subId,
        parentId: topId,
        slug: sub.slug,
        nameEn: sub.name.en,
        nameZh: sub.name.zh,
        sort: subIndex,
        recommended: false,
        image: artUrl('category', subId, categoryArt(top.slug, sub.slug)),
      });
    });
  });
  return { categories, leaves, topIds };
}

function storeCode(topIndex: number, k: number): string {
  return `S${10_001 + topIndex * STORES_PER_TOP_CATEGORY + k}`;
}

/** A few stores per top category, each selling that category's goods. */
export function generateStores(seed: number): StoreRow[] {
  return CATEGORY_TREE.flatMap((top, topIndex) =>
    Array.from({ length: STORES_PER_TOP_CATEGORY }, (_, k) => {
      const rng = random(seed ^ fnv1a(`store:${top.slug}:${k}`));
      const city = rng.pick(CITIES);
      const brand = rng.pick(BRANDS);
      const qualification = rng.pick(QUALIFICATIONS);
      const entered = new Date(CATALOGUE_DATE - rng.int(200, 4000) * DAY_MS);
      return {
        shopCode: storeCode(topIndex, k),
        nameEn: `${city.en} ${brand.en} ${top.name.en} Co., Ltd.`,
        nameZh: `${city.zh}${brand.zh}${top.name.zh}有限公司`,
        score: rng.int(38, 50),
        servicesScore: rng.int(35, 50),
        enteredOn: entered.toISOString().slice(0, 10),
        qualificationEn: qualification.en,
        qualificationZh: qualification.zh,
        catalogEn: top.subs.map((s) => s.name.en).join(', '),
        catalogZh: top.subs.map((s) => s.name.zh).join('、'),
      };
    }),
  );
}

const cents = (amount: number) => Math.max(1, Math.round(amount * 100));

/** Chinese words run together, but two Latin codes keep a space between them ("LED T8灯管"). */
const joinZh = (first: string, second: string) =>
  /[A-Za-z0-9]$/.test(first) && /^[A-Za-z0-9]/.test(second) ? `${first} ${second}` : first + second;

/**
 * Product `index` (from 0) depends only on the seed and its index, never on how many are made:
 * the first 300 products of a 100,000 catalogue are those of a 300 one.
 */
export function generateProduct(index: number, seed: number, leaves: readonly Leaf[]): ProductRow {
  const rng = random(seed ^ fnv1a(`product:${index}`));
  const leaf = rng.pick(leaves);
  const { top, sub } = leaf;
  const topIndex = CATEGORY_TREE.indexOf(top);
  const qualifier = rng.pick(top.qualifiers);
  const noun = rng.pick(sub.nouns);
  const picked = rng.pick(sub.specs);
  const spec = typeof picked === 'string' ? { en: picked, zh: picked } : picked;
  const brand = rng.pick(BRANDS);
  const use = rng.pick(USES);
  const nameEn = `${qualifier.en} ${noun.en} ${spec.en}`;
  const nameZh = `${joinZh(qualifier.zh, noun.zh)} ${spec.zh}`;

  // Log-uniform prices inside the sub-category's range; about a third are not discounted.
  const [low, high] = sub.usd;
  const originalUsd = low * (high / low) ** rng.next();
  const discount = rng.next() < 0.35 ? 0 : rng.int(3, 30) / 100;
  const cnyRate = USD_TO_CNY * (0.93 + rng.next() * 0.1);
  const originalPriceUsd = cents(originalUsd);
  const priceUsd = Math.min(originalPriceUsd, cents(originalUsd * (1 - discount)));
  const originalPriceCny = cents(originalUsd * cnyRate);
  const priceCny = Math.min(originalPriceCny, cents(originalUsd * (1 - discount) * cnyRate));

  const moq = originalUsd > 200 ? rng.pick(MOQS.slice(0, 3)) : rng.pick(MOQS);
  const leadTime = rng.int(1, 45);
  const salesVolume = Math.floor(50_000 * rng.next() ** 3);
  const sales60d = Math.floor(salesVolume * rng.next() * 0.3);
  const availableEn = rng.next() < 0.95;
  const availableCn = !availableEn || rng.next() < 0.92;

  const id = index + 1;
  // 690-699 is the GS1 prefix range of China; the rest numbers the product.
  const code = ean13(`690${String(index).padStart(9, '0')}`);
  // The stored fields the media route draws from, so these URLs' content hashes match what it serves.
  const subject = { topSlug: top.slug, slug: sub.slug, name: nameEn };
  return {
    id,
    code,
    nameEn,
    nameZh,
    // Stored rich text, as an operator's editor would save it; the server sanitises it on the way out.
    descriptionEn: `<p><strong>${nameEn}</strong> by ${brand.en}: ${sub.name.en.toLowerCase()} for ${use.en}.</p><ul><li>Minimum order ${moq} ${sub.unit.en}</li><li>Ships within ${leadTime} days</li><li>Specification: ${spec.en}</li></ul>`,
    descriptionZh: `<p><strong>${brand.zh}${nameZh}</strong>，${sub.name.zh}，适用于${use.zh}。</p><ul><li>最小起订量 ${moq} ${sub.unit.zh}</li><li>${leadTime} 天内发货</li><li>规格：${spec.zh}</li></ul>`,
    brandEn: brand.en,
    brandZh: brand.zh,
    categoryId: leaf.id,
    topCategoryId: leaf.topId,
    shopCode: storeCode(topIndex, rng.int(0, STORES_PER_TOP_CATEGORY - 1)),
    unitEn: sub.unit.en,
    unitZh: sub.unit.zh,
    moq,
    priceUsd,
    originalPriceUsd,
    priceCny,
    originalPriceCny,
    availableEn,
    availableCn,
    leadTime,
    salesVolume,
    sales60d,
    score: rng.int(30, 50),
    image: artUrl('product', id, productArt(subject)),
    gallery: Array.from({ length: PRODUCT_VIEWS - 1 }, (_, k) =>
      artUrl('product', id, productArt(subject, k + 1), k + 1),
    ),
    createdAt: new Date(CATALOGUE_DATE - Math.floor(rng.next() * 540 * DAY_MS)),
  };
}

export function generateBanners(topIds: ReadonlyMap<string, number>): BannerRow[] {
  return BANNERS.map((banner, index) => {
    const id = index + 1;
    return {
      id,
      titleEn: banner.title.en,
      titleZh: banner.title.zh,
      subtitleEn: banner.subtitle.en,
      subtitleZh: banner.subtitle.zh,
      hue: banner.hue,
      link: `/pages/category/index?category_id=${topIds.get(banner.categorySlug)}`,
      sort: index,
      image: artUrl('banner', id, bannerArt(banner.hue, id)),
    };
  });
}

export type VideoRow = typeof productVideos.$inferInsert;
export type CampaignRow = typeof groupCampaigns.$inferInsert & { id: number };

/** Every tenth product (the 4th, 14th, ...) has a video on the external video site. */
export function generateVideos(productCount: number, seed: number, leaves: readonly Leaf[]): VideoRow[] {
  const rows: VideoRow[] = [];
  for (let index = 3; index < productCount; index += 10) {
    const product = generateProduct(index, seed, leaves);
    const rng = random(seed ^ fnv1a(`video:${index}`));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const videoId = Array.from({ length: 11 }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
    rows.push({
      productId: product.id,
      url: `https://www.youtube-nocookie.com/embed/${videoId}`,
      poster: product.image,
    });
  }
  return rows;
}

const HOUR_MS = 3_600_000;
/**
 * Campaign periods in hours relative to the moment of seeding, so a fresh demo always has live
 * campaigns: four active, one upcoming, one ended (docs/decisions/006).
 */
const CAMPAIGN_PERIODS: ReadonlyArray<readonly [number, number]> = [
  [-48, 72],
  [-24, 120],
  [-120, 12],
  [-1, 240],
  [48, 216],
  [-240, -72],
];

/** Group buying campaigns on the first products sold in both markets; everything but the clock is fixed. */
export function generateCampaigns(
  productCount: number,
  seed: number,
  leaves: readonly Leaf[],
  now: Date,
): CampaignRow[] {
  const rows: CampaignRow[] = [];
  for (let index = 0; index < productCount && rows.length < CAMPAIGN_PERIODS.length; index += 7) {
    const product = generateProduct(index, seed, leaves);
    if (!product.availableEn || !product.availableCn) continue;
    const rng = random(seed ^ fnv1a(`campaign:${index}`));
    const [startHours, endHours] = CAMPAIGN_PERIODS[rows.length] ?? [0, 1];
    const groupMoq = Math.max(product.moq * 2, 10);
    const targetQuantity = groupMoq * rng.int(20, 60);
    // An upcoming campaign has nothing committed yet.
    const committedQuantity = startHours > 0 ? 0 : Math.floor(targetQuantity * (0.1 + rng.next() * 0.8));
    const share = 0.8 + rng.int(0, 10) / 100;
    rows.push({
      id: rows.length + 1,
      productId: product.id,
      groupPriceUsd: Math.max(1, Math.round(product.priceUsd * share)),
      groupPriceCny: Math.max(1, Math.round(product.priceCny * share)),
      groupMoq,
      targetQuantity,
      committedQuantity,
      startsAt: new Date(now.getTime() + startHours * HOUR_MS),
      endsAt: new Date(now.getTime() + endHours * HOUR_MS),
    });
  }
  return rows;
}
