import { describe, expect, it } from 'vitest';
import { FRESH_CLUSTER_TIMEOUT_MS } from '../../../test/helper.js';
import { databaseBefore } from '../../../test/upgrade.js';

/** The migrations a cart had been through before its lines had a market. */
const BEFORE_LINE_MARKETS = 10;

describe('upgrading a cart made before its lines had a market', () => {
  it(
    'puts the lines where they were priced: mall lines in the international market, the others in China',
    async () => {
      const { client, upgrade, close } = await databaseBefore(BEFORE_LINE_MARKETS);
      try {
        await client.exec(`
        INSERT INTO buyers (id, email, password_hash, company_name, country, city, contact_name)
          VALUES (1, 'old@example.com', 'x', 'Old Trading', 'CN', 'Shanghai', 'Old');
        INSERT INTO cart_lines (buyer_id, source, product_id, campaign_id, quantity) VALUES
          (1, 'mall', 7, NULL, 3), (1, 'catalog', 7, NULL, 4), (1, 'scan_code', 7, NULL, 5),
          (1, 'group_buying', 7, 2, 6);
      `);
        await upgrade();
        const upgraded = await client.query<{ source: string; market: string; quantity: number }>(
          'SELECT source, market, quantity FROM cart_lines ORDER BY id',
        );
        expect(upgraded.rows).toEqual([
          { source: 'mall', market: 'en', quantity: 3 },
          { source: 'catalog', market: 'cn', quantity: 4 },
          { source: 'scan_code', market: 'cn', quantity: 5 },
          { source: 'group_buying', market: 'cn', quantity: 6 },
        ]);
        // The same product in the same group is a line of its own in the other market, and no third market exists.
        await client.exec(
          "INSERT INTO cart_lines (buyer_id, market, source, product_id, quantity) VALUES (1, 'en', 'catalog', 7, 1)",
        );
        await expect(
          client.exec(
            "INSERT INTO cart_lines (buyer_id, market, source, product_id, quantity) VALUES (1, 'en', 'catalog', 7, 1)",
          ),
        ).rejects.toThrow(/cart_lines_line_idx/);
        await expect(
          client.exec(
            "INSERT INTO cart_lines (buyer_id, market, source, product_id, quantity) VALUES (1, 'us', 'mall', 7, 1)",
          ),
        ).rejects.toThrow(/cart_lines_market_check/);
      } finally {
        await close();
      }
    },
    FRESH_CLUSTER_TIMEOUT_MS,
  );
});
