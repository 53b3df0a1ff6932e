-- Each version of a proforma invoice keeps its PDF in both languages as first made, with the
-- SHA-256 of the bytes: what the buyer downloads later is what was issued.
CREATE TABLE proforma_pdfs (
  proforma_invoice_id integer NOT NULL REFERENCES proforma_invoices(id) ON DELETE CASCADE,
  locale varchar(8) NOT NULL,
  sha256 char(64) NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamp with time zone NOT NULL,
  PRIMARY KEY (proforma_invoice_id, locale)
);
--> statement-breakpoint
CREATE FUNCTION proforma_pdfs_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'proforma_pdfs rows are immutable';
END $$;
--> statement-breakpoint
CREATE TRIGGER proforma_pdfs_no_update BEFORE UPDATE ON proforma_pdfs
  FOR EACH ROW EXECUTE FUNCTION proforma_pdfs_immutable();
