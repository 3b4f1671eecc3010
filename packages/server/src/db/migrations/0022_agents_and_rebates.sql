-- Agents' commissions and players' rebates, in the open: the tiers operators set (public to players), the
-- days the daily job has paid, each payout with the figures it was computed from, and a commission's
-- statement line by line. Money moves only through the ledger, from the promotions budget account.
CREATE TABLE promotion_tiers (
  id serial PRIMARY KEY,
  -- commission: paid to an agent on their invitees' day; rebate: paid to a player on their own day.
  kind text NOT NULL CHECK (kind IN ('commission', 'rebate')),
  -- For commissions, how far down the invitation tree: 1 = the agent's own invitees, 2 = theirs …
  -- A level pays only when it has tiers; a rebate is always level 1.
  level smallint NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 3),
  -- The tier applies from this daily turnover on (the invitees' of that level together, or the player's
  -- own turnover that earns a rebate); the highest threshold reached applies.
  min_turnover_minor bigint NOT NULL CHECK (min_turnover_minor >= 0),
  -- turnover: the rate on the stakes; net: the rate on the house's net result (stakes less returns).
  model text NOT NULL CHECK (model IN ('turnover', 'net')),
  -- Basis points: 80 = 0.80 %.
  rate_bp integer NOT NULL CHECK (rate_bp > 0 AND rate_bp <= 5000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'commission' OR (level = 1 AND model = 'turnover')),
  UNIQUE (kind, level, min_turnover_minor)
);
--> statement-breakpoint
-- A day (in the server's time zone) whose commissions and rebates have all been paid.
CREATE TABLE promotion_days (
  day date PRIMARY KEY,
  settled_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One commission to an agent or one rebate to a player for one day, with the figures it came from. The
-- ledger key is <kind>:<user>:<day>, so it is paid once on any number of nodes.
CREATE TABLE promotion_payouts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('commission', 'rebate')),
  user_id bigint NOT NULL REFERENCES users (id),
  day date NOT NULL,
  -- The day's stakes less refunds: the invitees' together (commission) or the player's (rebate).
  turnover_minor bigint NOT NULL,
  -- Rebate: the part of the turnover staked on both sides of a hedge pair in one round, which earns none.
  hedged_minor bigint NOT NULL DEFAULT 0,
  -- Rebate: the rate of the tier applied; commission: each line has its own.
  rate_bp integer,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((amount_minor = 0) = (transfer_id IS NULL)),
  UNIQUE (kind, user_id, day)
);
--> statement-breakpoint
CREATE INDEX promotion_payouts_user_idx ON promotion_payouts (user_id, kind, day DESC);
--> statement-breakpoint
-- A commission's statement: each invitee's day, the tier's model and rate, and what it contributes.
CREATE TABLE commission_lines (
  payout_id bigint NOT NULL REFERENCES promotion_payouts (id),
  invitee_id bigint NOT NULL REFERENCES users (id),
  level smallint NOT NULL,
  turnover_minor bigint NOT NULL,
  -- The house's net result on the invitee: stakes less wins and refunds (negative when they won).
  net_minor bigint NOT NULL,
  model text NOT NULL CHECK (model IN ('turnover', 'net')),
  rate_bp integer NOT NULL,
  -- turnover or net × rate, truncated to the cent; the payout is the lines' sum, never below zero.
  commission_minor bigint NOT NULL,
  PRIMARY KEY (payout_id, invitee_id)
);
--> statement-breakpoint
-- promotions: the budget commissions, rebates and red packets are paid from (funded by operators from the
-- house); red_packets: what sent packets hold until claimed or returned.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('wallet', 'withdrawal_hold', 'house', 'deposit_clearing', 'fees', 'adjustments', 'store_sales',
                  'promotions', 'red_packets'));
--> statement-breakpoint
INSERT INTO ledger_accounts (kind) VALUES ('promotions'), ('red_packets');
