-- The account's activity log (workstation Logs): logins, failed attempts, lockouts, password,
-- email and session changes, each with the address and browser it came from. Kept a year.
CREATE TABLE account_events (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  buyer_id integer NOT NULL REFERENCES buyers(id) ON DELETE CASCADE,
  at timestamp with time zone NOT NULL DEFAULT now(),
  kind varchar(32) NOT NULL,
  ip varchar(64) NOT NULL,
  user_agent varchar(256) NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
--> statement-breakpoint
CREATE INDEX account_events_buyer_idx ON account_events (buyer_id, id);
--> statement-breakpoint
CREATE INDEX account_events_at_idx ON account_events (at);
--> statement-breakpoint
-- A session's public number (its id is the token's hash, never shown), where it was opened, and
-- when it was last used (written at most every few minutes).
ALTER TABLE sessions ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
CREATE UNIQUE INDEX sessions_seq_idx ON sessions (seq);
--> statement-breakpoint
ALTER TABLE sessions ADD COLUMN ip varchar(64) NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE sessions ADD COLUMN user_agent varchar(256) NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE sessions ADD COLUMN last_seen_at timestamp with time zone;
