-- Popular searches are made from what distinct approved buyers searched and found, not from raw
-- counts that one client could inflate (docs/decisions/016-search-filters-and-popular-searches.md).
-- One row per buyer, interface language and keyword; `found` says whether the latest search found
-- products. The raw counts of 0004 are no longer read or written.
CREATE TABLE "search_queries" (
	"buyer_id" integer NOT NULL,
	"locale" varchar(8) NOT NULL,
	"keyword" text NOT NULL,
	"found" boolean NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_buyer_id_locale_keyword_pk" PRIMARY KEY("buyer_id","locale","keyword")
);
--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "search_queries_guide_idx" ON "search_queries" USING btree ("locale","searched_at");
--> statement-breakpoint
DROP TABLE "search_keywords";
