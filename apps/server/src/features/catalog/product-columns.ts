import { type Locale, MARKET_CURRENCY, type Market, type Product } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';

export const AVAILABLE = { en: products.availableEn, cn: products.availableCn } as const;
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
