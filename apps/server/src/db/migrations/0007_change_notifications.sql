-- Changes announced when their transaction commits, so each server's in-memory copies follow the
-- database (docs/decisions/011): the catalogue's read model on `catalog_change`, the session cache
-- on `session_change`. A payload names the table and the keys of the rows: `products:4,9`; a
-- change of more rows than the trigger's limit, or of a whole table, says `products:*`.
CREATE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME || ':' || CASE WHEN n <= TG_ARGV[2]::integer THEN keys ELSE '*' END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME || ':*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('catalog_change', 'id', 1000);
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('catalog_change', 'id', 1000);
--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('catalog_change', 'id', 1000);
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('catalog_change');
--> statement-breakpoint
CREATE TRIGGER product_videos_inserted AFTER INSERT ON product_videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('catalog_change', 'product_id', 1000);
--> statement-breakpoint
CREATE TRIGGER product_videos_updated AFTER UPDATE ON product_videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('catalog_change', 'product_id', 1000);
--> statement-breakpoint
CREATE TRIGGER product_videos_deleted AFTER DELETE ON product_videos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('catalog_change', 'product_id', 1000);
--> statement-breakpoint
CREATE TRIGGER product_videos_truncated AFTER TRUNCATE ON product_videos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('catalog_change');
--> statement-breakpoint
CREATE TRIGGER stores_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('catalog_change');
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('catalog_change');
--> statement-breakpoint
CREATE TRIGGER buyers_updated AFTER UPDATE ON buyers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('session_change', 'id', 1000);
--> statement-breakpoint
CREATE TRIGGER buyers_deleted AFTER DELETE ON buyers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('session_change', 'id', 1000);
--> statement-breakpoint
CREATE TRIGGER buyers_truncated AFTER TRUNCATE ON buyers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('session_change');
--> statement-breakpoint
CREATE TRIGGER sessions_updated AFTER UPDATE ON sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('session_change', 'id', 100);
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('session_change', 'id', 100);
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('session_change');
