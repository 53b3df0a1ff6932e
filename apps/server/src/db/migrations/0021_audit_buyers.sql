-- The audit log also records what buyers do to their documents (an RFQ posted, a quotation
-- accepted, an invoice confirmed, goods received), and whose document each entry concerns, so a
-- buyer's History reads its own entries, operators' changes included. Plain integers, no foreign
-- keys: the log is append-only and must outlive any row it names.
ALTER TABLE audit_log ADD COLUMN buyer_id integer;
--> statement-breakpoint
ALTER TABLE audit_log ADD COLUMN owner_id integer;
--> statement-breakpoint
CREATE INDEX audit_log_owner_idx ON audit_log (owner_id, id) WHERE owner_id IS NOT NULL;
