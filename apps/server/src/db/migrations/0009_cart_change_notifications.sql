-- Cart lines announced by buyer, and any change of a group-buying campaign, so each server's
-- remembered carts follow the database (docs/decisions/013). Same functions as 0007.
CREATE TRIGGER cart_lines_inserted AFTER INSERT ON cart_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('cart_change', 'buyer_id', 1000);
--> statement-breakpoint
CREATE TRIGGER cart_lines_updated AFTER UPDATE ON cart_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('cart_change', 'buyer_id', 1000);
--> statement-breakpoint
CREATE TRIGGER cart_lines_deleted AFTER DELETE ON cart_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('cart_change', 'buyer_id', 1000);
--> statement-breakpoint
CREATE TRIGGER cart_lines_truncated AFTER TRUNCATE ON cart_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('cart_change');
--> statement-breakpoint
CREATE TRIGGER group_campaigns_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('cart_change');
