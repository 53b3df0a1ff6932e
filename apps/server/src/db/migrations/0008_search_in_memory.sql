-- Search is answered from an index each server builds in memory from the catalogue and keeps in
-- step with its change notifications (docs/decisions/012-search-in-memory.md): the documents,
-- suggestions and typo words stored by 0004 are no longer read or written.
DROP TABLE "product_search";
--> statement-breakpoint
DROP TABLE "search_suggestions";
--> statement-breakpoint
DROP TABLE "search_words";
