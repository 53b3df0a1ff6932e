import {
  ErrorCode,
  type Locale,
  MARKET_CURRENCY,
  type Market,
  MEMBER_ONLY_SORTS,
  type Product,
  type ProductSort,
} from '@mall/contract';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { unitPlural } from '../../lib/unit-plural.js';

/** Sold in the market: listed, and offered there. */
export const AVAILABLE = {
  en: sql<boolean>`(${products.availableEn} and ${products.listed})`,
  cn: sql<boolean>`(${products.availableCn} and ${products.listed})`,
} as const;
export const PRICE = {
  en: { price: products.priceUsd, original: products.originalPriceUsd },
  cn: { price: products.priceCny, original: products.originalPriceCny },
} as const;
/** A visitor's row never carries a price: the database is not even asked for one. */
export const NO_PRICE = sql<number | null>`NULL::integer`;

/** The columns of a product payload in one market and language; prices only for a member. */
export function productColumns(market: Market, locale: Locale, member: boolean) {
  const en = locale === 'en';
  return {
    id: products.id,
    name: en ? products.nameEn : products.nameZh,
    brand: en ? products.brandEn : products.brandZh,
    categoryId: products.categoryId,
    unit: en ? products.unitEn : products.unitZh,
    moq: products.moq,
    leadTime: products.leadTime,
    salesVolume: products.salesVolume,
    sales60d: products.sales60d,
    score: products.score,
    shopCode: products.shopCode,
    code: products.code,
    image: products.image,
    price: member ? sql<number | null>`${PRICE[market].price}` : NO_PRICE,
    originalPrice: member ? sql<number | null>`${PRICE[market].original}` : NO_PRICE,
  };
}

export interface ProductRow {
  id: number;
  name: string;
  brand: string;
  categoryId: number;
  unit: string;
  moq: number;
  leadTime: number;
  salesVolume: number;
  sales60d: number;
  score: number;
  shopCode: string;
  code: string;
  image: string;
  price: number | null;
  originalPrice: number | null;
}

/** Cents to the currency's unit; null stays null (a visitor). */
export const money = (cents: number | null): number | null => (cents === null ? null : cents / 100);

export function toProduct(row: ProductRow, market: Market): Product {
  const visible = row.price !== null;
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category_id: row.categoryId,
    unit: row.unit,
    unit_plural: unitPlural(row.unit),
    moq: row.moq,
    price: money(row.price),
    original_price: visible ? money(row.originalPrice) : null,
    currency: MARKET_CURRENCY[market],
    price_visible: visible,
    lead_time: row.leadTime,
    sales_volume: row.salesVolume,
    sales_60d: row.sales60d,
    score: row.score / 10,
    shop_code: row.shopCode,
    code: row.code,
    image: row.image,
  };
}

export type OrderBy = SQL[];

/**
 * The order of a product list. `NULLS LAST` matches the indexes' order (drizzle-kit writes
 * DESC NULLS LAST), so PostgreSQL walks them; both price orders walk the market's (price, id) index.
 * Price orders reveal how prices compare, so a visitor asking for one is told to log in.
 */
export function productOrder(sort: ProductSort, market: Market, member: boolean): OrderBy {
  if (!member && MEMBER_ONLY_SORTS.includes(sort)) throw new AppError(ErrorCode.LOGIN_REQUIRED);
  switch (sort) {
    case 'recommended':
      return [sql`${products.score} desc nulls last`, sql`${products.sales60d} desc nulls last`, asc(products.id)];
    case 'sales':
      return [sql`${products.salesVolume} desc nulls last`, asc(products.id)];
    case 'price_asc':
      return [asc(PRICE[market].price), asc(products.id)];
    case 'price_desc':
      return [desc(PRICE[market].price), desc(products.id)];
    case 'newest':
      return [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];
  }
}
