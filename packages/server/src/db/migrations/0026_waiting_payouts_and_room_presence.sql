-- Commissions and rebates the promotions budget cannot cover wait, owed and shown, until a later run of
-- the daily job finds the budget funded: a payout with money and no transfer is waiting; paid_at is when
-- its transfer was made (the day's run, or a later one). Nothing is paid in part, the budget never goes
-- below zero for them, and the ledger key <kind>:<user>:<day> still pays each once on any number of nodes.
ALTER TABLE promotion_payouts DROP CONSTRAINT promotion_payouts_check;
--> statement-breakpoint
ALTER TABLE promotion_payouts ADD COLUMN paid_at timestamptz;
--> statement-breakpoint
UPDATE promotion_payouts SET paid_at = created_at WHERE transfer_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE promotion_payouts
  ADD CONSTRAINT promotion_payouts_paid_with_money CHECK (transfer_id IS NULL OR amount_minor > 0),
  ADD CONSTRAINT promotion_payouts_paid_at CHECK ((transfer_id IS NULL) = (paid_at IS NULL));
--> statement-breakpoint
CREATE INDEX promotion_payouts_waiting_idx ON promotion_payouts (day, id)
  WHERE transfer_id IS NULL AND amount_minor > 0;
--> statement-breakpoint
-- Who is in which room: a player's socket joined the room's group (on any node) and has been heard from
-- since (its heartbeats refresh seen_at); leaving the room or closing the socket removes the row. A red
-- packet sent to a room's chat is claimed only by a player in the room (docs/FAIRNESS.md §11).
CREATE TABLE room_presence (
  user_id bigint NOT NULL REFERENCES users (id),
  room_id integer NOT NULL REFERENCES rooms (id),
  joined_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, room_id)
);
