-- PostgreSQL refuses a notification of 8,000 bytes or more, and with it the transaction that sent
-- it: a statement changing a thousand rows with seven-digit ids, or the orders of a thousand
-- buyers, would fail. Past 7,000 characters a payload says "everything" (`*`) instead, which every
-- listener already understands.
CREATE OR REPLACE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text;
  n integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(DISTINCT (to_jsonb(r) ->> TG_ARGV[1]), ',') INTO n, keys FROM old_rows r;
  ELSE
    SELECT count(*), string_agg(DISTINCT (to_jsonb(r) ->> TG_ARGV[1]), ',') INTO n, keys FROM new_rows r;
  END IF;
  IF n > 0 THEN
    PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME || ':' ||
      CASE WHEN n <= TG_ARGV[2]::integer AND length(keys) <= 7000 THEN keys ELSE '*' END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_order_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  buyer_ids integer[];
  announced text;
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %s) FROM %I r', TG_ARGV[0],
    CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END) INTO buyer_ids;
  -- In buyer order, so two transactions never wait on each other's counters.
  INSERT INTO buyer_order_revisions (buyer_id, revision)
    SELECT b, 1 FROM unnest(buyer_ids) b WHERE b IS NOT NULL ORDER BY b
    ON CONFLICT (buyer_id) DO UPDATE SET revision = buyer_order_revisions.revision + 1;
  IF buyer_ids IS NOT NULL THEN
    announced := array_to_string(buyer_ids, ',');
    PERFORM pg_notify('order_change', CASE WHEN length(announced) <= 7000 THEN announced ELSE '*' END);
  END IF;
  RETURN NULL;
END $$;
