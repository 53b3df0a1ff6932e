import { describe, expect, it } from 'vitest';
import { FRESH_CLUSTER_TIMEOUT_MS } from '../../../test/helper.js';
import { databaseBefore } from '../../../test/upgrade.js';

/** The migrations a mall had been through while an RFQ's quotations were a price per unit. */
const BEFORE_RFQ_OFFERS = 15;

describe('upgrading RFQ quotations made before quotations were offers', () => {
  it(
    'turns each into a versioned one-line offer, the last one open, at the exact total',
    async () => {
      const { client, upgrade, close } = await databaseBefore(BEFORE_RFQ_OFFERS);
      try {
        await client.exec(`
        INSERT INTO buyers (id, email, password_hash, company_name, country, city, contact_name)
          VALUES (1, 'old@example.com', 'x', 'Old Trading', 'CN', 'Shanghai', 'Old');
        INSERT INTO projects (id, buyer_id, name, is_default) VALUES (1, 1, 'Default', true);
        INSERT INTO rfqs (id, buyer_id, project_id, name, quantity, unit, market, deadline, requester, status, created_at, updated_at)
          VALUES (5, 1, 1, 'Steel hinges', 1200, 'pcs', 'cn', '2026-12-01', 'Old', 'quoted', now(), now());
        INSERT INTO rfq_quotations (rfq_id, unit_price, currency, lead_time_days, note, created_at) VALUES
          (5, '0.33', 'CNY', NULL, 'first', '2026-11-01T08:00:00Z'),
          (5, '0.31', 'CNY', 12, 'better', '2026-11-02T08:00:00Z');
      `);
        await upgrade();
        const offers = await client.query(
          `SELECT o.version, o.status, o.currency, o.total::text, o.valid_until::text, o.lead_time_days, o.note,
           l.name, l.quantity, l.unit, l.unit_price::text, l.amount::text
         FROM offers o JOIN offer_lines l ON l.offer_id = o.id WHERE o.rfq_id = 5 ORDER BY o.version`,
        );
        expect(offers.rows).toEqual([
          {
            version: 1,
            status: 'superseded',
            currency: 'CNY',
            total: '396.00',
            valid_until: '2026-12-01',
            lead_time_days: 0,
            note: 'first',
            name: 'Steel hinges',
            quantity: 1200,
            unit: 'pcs',
            unit_price: '0.33',
            amount: '396.00',
          },
          {
            version: 2,
            status: 'quoted',
            currency: 'CNY',
            total: '372.00',
            valid_until: '2026-12-02',
            lead_time_days: 12,
            note: 'better',
            name: 'Steel hinges',
            quantity: 1200,
            unit: 'pcs',
            unit_price: '0.31',
            amount: '372.00',
          },
        ]);
        const left = await client.query("SELECT to_regclass('rfq_quotations') AS t");
        expect(left.rows).toEqual([{ t: null }]);
      } finally {
        await close();
      }
    },
    FRESH_CLUSTER_TIMEOUT_MS,
  );
});
