-- The operator console's game side: voiding an undrawn round, and opening or closing a room from a round on.
--
-- rounds.status 'void': an undrawn round an operator voided (the only intervention there is on a round);
-- it is never drawn, and voided_at says when. Its bets become 'void', each refunded through the ledger
-- under the same key a cancel uses (cancel:<bet id>), so a bet is given back once, whichever came first.
-- room_rule_versions.is_open: whether a version takes bets. Opening or closing a room is a new version, in
-- effect from the first round not yet open, like any other change; rooms.is_open mirrors the newest.
-- The indexes serve the console's figures: the dashboard's sums of the ledger by kind and day, new players
-- by day, and the risk flags' players sharing an address.
ALTER TABLE rounds DROP CONSTRAINT rounds_status_check;
--> statement-breakpoint
ALTER TABLE rounds ADD CONSTRAINT rounds_status_check
  CHECK (status IN ('scheduled', 'open', 'closed', 'drawn', 'settled', 'void'));
--> statement-breakpoint
ALTER TABLE rounds ADD COLUMN voided_at timestamptz;
--> statement-breakpoint
ALTER TABLE rounds ADD CONSTRAINT rounds_voided_at_check CHECK ((status = 'void') = (voided_at IS NOT NULL));
--> statement-breakpoint
ALTER TABLE bets DROP CONSTRAINT bets_status_check;
--> statement-breakpoint
ALTER TABLE bets ADD CONSTRAINT bets_status_check CHECK (status IN ('placed', 'cancelled', 'void'));
--> statement-breakpoint
ALTER TABLE room_rule_versions ADD COLUMN is_open boolean NOT NULL DEFAULT true;
--> statement-breakpoint
UPDATE room_rule_versions v SET is_open = r.is_open
  FROM rooms r WHERE r.id = v.room_id AND v.version = r.rules_version;
--> statement-breakpoint
CREATE INDEX ledger_transfers_kind_time_idx ON ledger_transfers (kind, created_at);
--> statement-breakpoint
CREATE INDEX users_created_idx ON users (created_at);
--> statement-breakpoint
CREATE INDEX sessions_ip_idx ON sessions (ip, user_id) WHERE ip <> '';
