-- The catalogue's structure edited from the console (docs/decisions/026): versions for two operators
-- editing one item, a store's logo, a banner's active window, a campaign's stored state (cancelled
-- before its start, succeeded or failed at its end), prices per market a campaign is offered in,
-- and the pictures operators upload.
ALTER TABLE categories ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE stores ADD COLUMN logo text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE stores ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE banners ADD COLUMN starts_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE banners ADD COLUMN ends_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE banners ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE banners ADD CONSTRAINT banners_window_check CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);
--> statement-breakpoint
ALTER TABLE group_campaigns ALTER COLUMN group_price_usd DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE group_campaigns ALTER COLUMN group_price_cny DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE group_campaigns ADD CONSTRAINT group_campaigns_price_check
  CHECK (group_price_usd IS NOT NULL OR group_price_cny IS NOT NULL);
--> statement-breakpoint
ALTER TABLE group_campaigns ADD COLUMN state varchar(16) NOT NULL DEFAULT 'open';
--> statement-breakpoint
ALTER TABLE group_campaigns ADD CONSTRAINT group_campaigns_state_check
  CHECK (state IN ('open', 'cancelled', 'succeeded', 'failed'));
--> statement-breakpoint
ALTER TABLE group_campaigns ADD COLUMN closed_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE group_campaigns ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
CREATE INDEX group_campaigns_open_ends_idx ON group_campaigns (ends_at) WHERE state = 'open';
--> statement-breakpoint
CREATE TABLE catalogue_images (
  id varchar(32) PRIMARY KEY,
  operator_id integer REFERENCES operators(id) ON DELETE SET NULL,
  kind varchar(8) NOT NULL,
  mime varchar(100) NOT NULL,
  width integer,
  height integer,
  size integer NOT NULL CHECK (size > 0),
  data bytea NOT NULL,
  created_at timestamp with time zone NOT NULL
);
