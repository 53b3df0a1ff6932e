-- A counter per buyer that moves with every change of the buyer's purchase orders, their lines,
-- payments, shipments and receipts, in the changing transaction: a remembered page or detail is
-- still right while the counter it was read at has not moved. The buyers are also announced on
-- `order_change` (`4,9`, or `*` for everyone), which PGlite delivers with the commit itself
-- (docs/decisions/027).
CREATE TABLE buyer_order_revisions (
  buyer_id integer PRIMARY KEY REFERENCES buyers(id) ON DELETE CASCADE,
  revision bigint NOT NULL
);
--> statement-breakpoint
-- TG_ARGV[0]: the buyer of a changed row `r`, as an SQL expression over the row.
CREATE FUNCTION bump_order_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  buyer_ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %s) FROM %I r', TG_ARGV[0],
    CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END) INTO buyer_ids;
  -- In buyer order, so two transactions never wait on each other's counters.
  INSERT INTO buyer_order_revisions (buyer_id, revision)
    SELECT b, 1 FROM unnest(buyer_ids) b WHERE b IS NOT NULL ORDER BY b
    ON CONFLICT (buyer_id) DO UPDATE SET revision = buyer_order_revisions.revision + 1;
  IF buyer_ids IS NOT NULL THEN
    PERFORM pg_notify('order_change', array_to_string(buyer_ids, ','));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_revision_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('r.buyer_id');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_revision_update AFTER UPDATE ON purchase_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('r.buyer_id');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_revision_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('r.buyer_id');
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_revision_insert AFTER INSERT ON purchase_order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_revision_update AFTER UPDATE ON purchase_order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_revision_delete AFTER DELETE ON purchase_order_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER purchase_order_payments_revision_insert AFTER INSERT ON purchase_order_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER purchase_order_payments_revision_update AFTER UPDATE ON purchase_order_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER purchase_order_payments_revision_delete AFTER DELETE ON purchase_order_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER shipments_revision_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER shipments_revision_update AFTER UPDATE ON shipments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER shipments_revision_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM purchase_orders o WHERE o.id = r.purchase_order_id)');
--> statement-breakpoint
CREATE TRIGGER shipment_lines_revision_insert AFTER INSERT ON shipment_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM shipments s JOIN purchase_orders o ON o.id = s.purchase_order_id WHERE s.id = r.shipment_id)');
--> statement-breakpoint
CREATE TRIGGER shipment_lines_revision_update AFTER UPDATE ON shipment_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM shipments s JOIN purchase_orders o ON o.id = s.purchase_order_id WHERE s.id = r.shipment_id)');
--> statement-breakpoint
CREATE TRIGGER shipment_lines_revision_delete AFTER DELETE ON shipment_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('(SELECT o.buyer_id FROM shipments s JOIN purchase_orders o ON o.id = s.purchase_order_id WHERE s.id = r.shipment_id)');
--> statement-breakpoint
CREATE TRIGGER receipts_revision_insert AFTER INSERT ON receipts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('r.buyer_id');
--> statement-breakpoint
CREATE TRIGGER receipts_revision_update AFTER UPDATE ON receipts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('r.buyer_id');
--> statement-breakpoint
CREATE TRIGGER receipts_revision_delete AFTER DELETE ON receipts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_revisions('r.buyer_id');
--> statement-breakpoint
-- Emptying one of the tables moves every buyer's counter.
CREATE FUNCTION bump_all_order_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE buyer_order_revisions SET revision = revision + 1;
  PERFORM pg_notify('order_change', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_revision_truncate AFTER TRUNCATE ON purchase_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_order_revisions();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_revision_truncate AFTER TRUNCATE ON purchase_order_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_order_revisions();
--> statement-breakpoint
CREATE TRIGGER purchase_order_payments_revision_truncate AFTER TRUNCATE ON purchase_order_payments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_order_revisions();
--> statement-breakpoint
CREATE TRIGGER shipments_revision_truncate AFTER TRUNCATE ON shipments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_order_revisions();
--> statement-breakpoint
CREATE TRIGGER shipment_lines_revision_truncate AFTER TRUNCATE ON shipment_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_order_revisions();
--> statement-breakpoint
CREATE TRIGGER receipts_revision_truncate AFTER TRUNCATE ON receipts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_order_revisions();
