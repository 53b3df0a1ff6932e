-- Each cart line belongs to the market it was added in (docs/decisions/014). The catalog, group
-- buying and scan code lines held so far were priced in the China market; mall lines followed the
-- market of each read, so they go to the international market, the one the storefront opens in.
ALTER TABLE "cart_lines" ADD COLUMN "market" varchar(2);
--> statement-breakpoint
UPDATE "cart_lines" SET "market" = CASE WHEN "source" = 'mall' THEN 'en' ELSE 'cn' END;
--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "market" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_market_check" CHECK ("cart_lines"."market" in ('en', 'cn'));
--> statement-breakpoint
DROP INDEX "cart_lines_line_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_line_idx" ON "cart_lines" USING btree ("buyer_id","market","source","product_id",coalesce("campaign_id", 0));
