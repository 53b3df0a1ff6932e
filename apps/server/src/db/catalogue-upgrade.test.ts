import { describe, expect, it } from 'vitest';
import { FRESH_CLUSTER_TIMEOUT_MS } from '../../test/helper.js';
import { databaseBefore } from '../../test/upgrade.js';

/** The migrations a catalogue made before price sorting and galleries had been through. */
const BEFORE_GALLERIES = 3;

describe('upgrading a catalogue made before price sorting and galleries', () => {
  it(
    'gives every product its top category and an empty gallery, then lists it by top category',
    async () => {
      const { client, upgrade, close } = await databaseBefore(BEFORE_GALLERIES);
      try {
        await client.exec(`
        INSERT INTO categories (id, parent_id, slug, name_en, name_zh, image) VALUES
          (1, NULL, 'tools', 'Tools', '工具', '/t.svg'), (2, 1, 'drills', 'Drills', '钻头', '/d.svg');
        INSERT INTO stores VALUES ('S1', 'Store', '店铺', 45, 44, '2020-01-01', 'ISO 9001', 'ISO 9001', 'Drills', '钻头');
        INSERT INTO products (code, name_en, name_zh, description_en, description_zh, brand_en, brand_zh,
          category_id, shop_code, unit_en, unit_zh, moq, price_usd, original_price_usd, price_cny,
          original_price_cny, lead_time, sales_volume, sales_60d, score, image)
        VALUES ('6900000000017', 'Drill bit', '钻头', '<p>x</p>', '<p>x</p>', 'Acme', '艾克美', 2, 'S1',
          'piece', '个', 10, 100, 120, 700, 840, 5, 10, 2, 40, '/p.svg'),
          ('6900000000024', 'Tool set', '工具套装', '<p>y</p>', '<p>y</p>', 'Acme', '艾克美', 1, 'S1',
          'set', '套', 1, 900, 900, 6300, 6300, 5, 3, 1, 42, '/q.svg');
      `);
        await upgrade();
        const upgraded = await client.query<{ code: string; top_category_id: number; gallery: string[] }>(
          'SELECT code, top_category_id, gallery FROM products ORDER BY code',
        );
        expect(upgraded.rows).toEqual([
          { code: '6900000000017', top_category_id: 1, gallery: [] },
          { code: '6900000000024', top_category_id: 1, gallery: [] },
        ]);
        // On two rows the planner would rather sort; forbid it, so only a matching index avoids a Sort.
        await client.exec('SET enable_seqscan = off; SET enable_sort = off;');
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          'EXPLAIN SELECT id FROM products WHERE top_category_id = 1 ORDER BY sales_volume DESC NULLS LAST, id LIMIT 20',
        );
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/Sort Key/);
      } finally {
        await close();
      }
    },
    FRESH_CLUSTER_TIMEOUT_MS,
  );
});
