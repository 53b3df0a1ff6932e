import { z } from 'zod';
import { currencySchema } from './catalog.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { purchaseOrderProgressSchema, purchaseOrderStatusSchema } from './orders.js';

export const vendorShopCodeSchema = z.string().trim().min(1).max(16);

/** What the buyer spent with a vendor in one currency: its lines on orders not cancelled. */
export const vendorSpendSchema = z.object({ currency: currencySchema, amount: z.string() });
export type VendorSpend = z.infer<typeof vendorSpendSchema>;

/**
 * A store the buyer has bought from (a purchase order, not cancelled, holds one of its products),
 * with figures from the buyer's own documents only. Rates are given as their two counts, so each
 * side shows them exactly and can say "no shipments yet" instead of a made-up 100 %.
 */
export const vendorSummarySchema = z.object({
  shop_code: z.string(),
  name: z.string(),
  logo: z.string(),
  /** The mall's score of the store, 0..5, one decimal. */
  score: z.number(),
  qualifications: z.string(),
  favourite: z.boolean(),
  /** By currency code, never added across currencies. */
  spend: z.array(vendorSpendSchema),
  order_count: z.number().int().nonnegative(),
  /** Shipments with the vendor's goods that have left, and of those the ones sent by their planned day. */
  shipments_sent: z.number().int().nonnegative(),
  shipments_on_time: z.number().int().nonnegative(),
  /** Of the vendor's goods received so far: how many were checked (taken in or refused), and refused. */
  quantity_inspected: z.number().int().nonnegative(),
  quantity_rejected: z.number().int().nonnegative(),
  /** The buyer's after-sales cases about the vendor's goods still in progress (AFTER_SALES_OPEN_STATUSES). */
  open_after_sales: z.number().int().nonnegative(),
  first_order_at: z.string(),
  last_order_at: z.string(),
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

/** `GET /api/buyer/v1/vendors`: favourites first, then by the latest order; `favourite=1` keeps favourites. */
export const vendorListQuerySchema = paginationQuerySchema.extend({
  favourite: z.enum(['0', '1']).optional(),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;
export const vendorPageSchema = pageSchema(vendorSummarySchema);
export type VendorPage = z.infer<typeof vendorPageSchema>;

export const vendorDetailQuerySchema = z.object({ shop_code: vendorShopCodeSchema });

/** One of the buyer's purchase orders with a vendor: the order, and the vendor's part of it. */
export const vendorOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  po_number: z.string(),
  status: purchaseOrderStatusSchema,
  progress: purchaseOrderProgressSchema,
  currency: currencySchema,
  /** The vendor's lines of the order, summed. */
  amount: z.string(),
  line_count: z.number().int().positive(),
  created_at: z.string(),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

/** A vendor's page: its figures, the store card's facts, and every order with it, newest first. */
export const vendorDetailSchema = vendorSummarySchema.extend({
  services: z.number(),
  entered_at: z.string(),
  catalog: z.string(),
  product_count: z.number().int().nonnegative(),
  purchase_orders: z.array(vendorOrderSchema),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

/** `POST /api/buyer/v1/vendors/favourite`: marks or unmarks a vendor the buyer has bought from. */
export const vendorFavouriteBodySchema = z.object({ shop_code: vendorShopCodeSchema, favourite: z.boolean() });
export type VendorFavouriteBody = z.infer<typeof vendorFavouriteBodySchema>;
