CREATE INDEX IF NOT EXISTS "products_price_usd_idx" ON "products" USING btree ("price_usd","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_cny_idx" ON "products" USING btree ("price_cny","id");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "gallery" text[] DEFAULT '{}'::text[] NOT NULL;
