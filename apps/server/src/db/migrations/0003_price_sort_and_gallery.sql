CREATE INDEX IF NOT EXISTS "products_price_usd_idx" ON "products" USING btree ("price_usd","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_price_cny_idx" ON "products" USING btree ("price_cny","id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "gallery" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "top_category_id" integer;--> statement-breakpoint
UPDATE "products" AS p SET "top_category_id" = coalesce(c."parent_id", c."id") FROM "categories" AS c WHERE c."id" = p."category_id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "top_category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_top_category_id_categories_id_fk" FOREIGN KEY ("top_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_recommended_idx" ON "products" USING btree ("category_id","score" DESC NULLS LAST,"sales_60d" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_sales_idx" ON "products" USING btree ("category_id","sales_volume" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_price_usd_idx" ON "products" USING btree ("category_id","price_usd","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_price_cny_idx" ON "products" USING btree ("category_id","price_cny","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_top_recommended_idx" ON "products" USING btree ("top_category_id","score" DESC NULLS LAST,"sales_60d" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_top_sales_idx" ON "products" USING btree ("top_category_id","sales_volume" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_top_newest_idx" ON "products" USING btree ("top_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_top_price_usd_idx" ON "products" USING btree ("top_category_id","price_usd","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_top_price_cny_idx" ON "products" USING btree ("top_category_id","price_cny","id");
