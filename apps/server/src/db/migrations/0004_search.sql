-- One search document per product: lexemes with weights A (codes), B (name), C (brand, category),
-- D (description), written by the search feature, which also adds pinyin and Chinese character
-- n-grams. PGlite's trigram index does not serve one or two Chinese characters; lexemes do.
-- `ranking` is the document without the description: small enough to stay in the row, so ranking
-- the hits never unpacks the large documents.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" tsvector NOT NULL,
	"ranking" tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");
--> statement-breakpoint
-- Suggestions as the buyer types: product names, brands and categories in each language, weighted
-- by what sold in the last 60 days.
CREATE TABLE "search_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"locale" varchar(8) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"phrase" text NOT NULL,
	"weight" integer NOT NULL,
	"document" tsvector NOT NULL,
	CONSTRAINT "search_suggestions_locale_phrase_unique" UNIQUE("locale","phrase")
);
--> statement-breakpoint
CREATE INDEX "search_suggestions_document_idx" ON "search_suggestions" USING gin ("document");
--> statement-breakpoint
CREATE INDEX "search_suggestions_kind_idx" ON "search_suggestions" USING btree ("locale","kind","weight" DESC);
--> statement-breakpoint
-- The English words of the catalogue, for correcting a typo of one letter.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A member's search history: one row per keyword, moved to the top when searched again.
CREATE TABLE "search_records" (
	"buyer_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_records_buyer_id_keyword_pk" PRIMARY KEY("buyer_id","keyword")
);
--> statement-breakpoint
ALTER TABLE "search_records" ADD CONSTRAINT "search_records_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "search_records_buyer_recent_idx" ON "search_records" USING btree ("buyer_id","searched_at" DESC);
--> statement-breakpoint
-- What buyers searched and found, counted per keyword: the source of the hot keywords.
CREATE TABLE "search_keywords" (
	"keyword" text PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_keywords_popular_idx" ON "search_keywords" USING btree ("locale","searches" DESC);
