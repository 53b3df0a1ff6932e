import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, queryRows } from '../../test/helper.js';

describe('migrations', () => {
  it('create the pg_trgm extension, the catalogue, account and RFQ tables', async () => {
    const database = await openTestDatabase();
    try {
      const extensions = await queryRows(database.db, sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
      expect(extensions).toEqual([{ extname: 'pg_trgm' }]);
      const [similarity] = await queryRows<{ s: number }>(
        database.db,
        sql`SELECT similarity('hex bolt', 'hex bolts') AS s`,
      );
      expect(Number(similarity?.s)).toBeGreaterThan(0.5);
      const tables = await queryRows<{ tablename: string }>(
        database.db,
        sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      );
      // Sorted here: the server's collation decides where `product_views` falls beside `products`.
      expect(tables.map((r) => r.tablename).sort()).toEqual(
        [
          'account_events',
          'after_sales_case_files',
          'after_sales_cases',
          'after_sales_message_files',
          'after_sales_messages',
          'banners',
          'buyers',
          'buyer_favourite_stores',
          'cart_lines',
          'catalogue_images',
          'categories',
          'email_codes',
          'group_campaigns',
          'group_commitments',
          'audit_log',
          'buyer_order_revisions',
          'jobs',
          'mail_outbox',
          'offer_lines',
          'offers',
          'operator_sessions',
          'operators',
          'password_resets',
          'product_images',
          'product_import_rows',
          'product_imports',
          'product_videos',
          'product_views',
          'products',
          'proforma_invoice_lines',
          'proforma_invoices',
          'proforma_pdfs',
          'projects',
          'purchase_order_lines',
          'purchase_order_payments',
          'purchase_orders',
          'purchase_order_draft_items',
          'purchase_order_drafts',
          'purchase_plan_lines',
          'purchase_plans',
          'quotation_request_items',
          'quotation_requests',
          'quoting_groups',
          'rate_limits',
          'receipts',
          'rfq_messages',
          'rfqs',
          'search_queries',
          'search_records',
          'sessions',
          'shipment_lines',
          'shipments',
          'stores',
          'uploaded_files',
        ].sort(),
      );
    } finally {
      await database.close();
    }
  });
});
