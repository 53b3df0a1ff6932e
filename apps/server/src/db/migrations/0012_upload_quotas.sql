-- A buyer's uploads not yet in an RFQ over the last day, counted on each upload for the daily
-- quota (docs/decisions/018-uploads-and-durability.md).
CREATE INDEX "uploaded_files_buyer_orphan_idx" ON "uploaded_files" USING btree ("buyer_id","created_at") WHERE "uploaded_files"."rfq_id" IS NULL;
