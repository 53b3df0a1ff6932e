-- An RFQ's quotations become versioned offers of one line (the RFQ's quantity at the quoted unit
-- price), after any offers the RFQ already has; the last one stays open unless an offer is.
WITH numbered AS (
  SELECT q.id AS quotation_id, q.rfq_id, q.unit_price, q.currency, q.lead_time_days, q.note, q.created_at,
    r.buyer_id, r.market, r.name, r.quantity, r.unit,
    coalesce((SELECT max(o.version) FROM offers o WHERE o.rfq_id = q.rfq_id), 0)
      + row_number() OVER (PARTITION BY q.rfq_id ORDER BY q.id) AS version,
    row_number() OVER (PARTITION BY q.rfq_id ORDER BY q.id DESC) = 1
      AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.rfq_id = q.rfq_id AND o.status IN ('quoted', 'accepted')) AS open
  FROM rfq_quotations q JOIN rfqs r ON r.id = q.rfq_id
), inserted AS (
  INSERT INTO offers (buyer_id, rfq_id, version, status, market, currency, total, valid_until, lead_time_days,
    incoterm, deposit_percent, balance_terms, note, created_at)
  SELECT buyer_id, rfq_id, version, CASE WHEN open THEN 'quoted' ELSE 'superseded' END, market, currency,
    round(unit_price * quantity, 2), (created_at + interval '30 days')::date, coalesce(lead_time_days, 0),
    'FOB', 0, '', note, created_at
  FROM numbered
  RETURNING id, rfq_id, version
)
INSERT INTO offer_lines (offer_id, position, product_id, name, specification, quantity, unit, unit_price, amount)
SELECT i.id, 0, NULL, n.name, '', n.quantity, n.unit, n.unit_price, round(n.unit_price * n.quantity, 2)
FROM inserted i JOIN numbered n ON n.rfq_id = i.rfq_id AND n.version = i.version;
--> statement-breakpoint
DROP TABLE rfq_quotations;
