-- The game: game types with their hash chains, areas and rooms, rounds, bets and the settled results.
-- Rows here are the catalogue an operator creates; this migration creates none.
CREATE TABLE game_types (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  layout text NOT NULL CHECK (layout IN ('beijing', 'canada')),
  round_seconds integer NOT NULL CHECK (round_seconds >= 5),
  -- Betting closes this many seconds before the draw.
  close_before_draw_seconds integer NOT NULL CHECK (close_before_draw_seconds >= 0),
  is_enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (close_before_draw_seconds < round_seconds)
);
--> statement-breakpoint
-- One chain covers `length` consecutive issues from first_issue; chain index = issue - first_issue + 1.
-- The seed is the only secret: it never leaves the server. The terminating hash is published.
CREATE TABLE hash_chains (
  id bigserial PRIMARY KEY,
  game_type_id integer NOT NULL REFERENCES game_types (id),
  first_issue bigint NOT NULL,
  length integer NOT NULL CHECK (length >= 1),
  seed_hex text NOT NULL,
  terminating_hash text NOT NULL CHECK (terminating_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_type_id, first_issue)
);
--> statement-breakpoint
CREATE TABLE game_areas (
  id serial PRIMARY KEY,
  game_type_id integer NOT NULL REFERENCES game_types (id),
  name_zh text NOT NULL,
  name_en text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, game_type_id)
);
--> statement-breakpoint
CREATE TABLE rooms (
  id serial PRIMARY KEY,
  game_type_id integer NOT NULL,
  area_id integer NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  -- A player's balance must be at least this to bet in the room.
  entry_min_minor bigint NOT NULL DEFAULT 0 CHECK (entry_min_minor >= 0),
  bet_min_minor bigint NOT NULL CHECK (bet_min_minor > 0),
  bet_max_minor bigint NOT NULL,
  -- Bet type → decimal odds text; NULL or {} is a room not configured yet, where nobody can bet.
  odds jsonb,
  -- RoomRules: wrapStraights, combinationOn1314, plainOn1314 {aboveStakeMinor (text), odds} or null.
  rules jsonb NOT NULL,
  is_open boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (bet_max_minor >= bet_min_minor AND bet_max_minor <= 10000000000),
  -- A room's game type is its area's.
  FOREIGN KEY (area_id, game_type_id) REFERENCES game_areas (id, game_type_id)
);
--> statement-breakpoint
CREATE INDEX rooms_area_idx ON rooms (area_id);
--> statement-breakpoint
CREATE INDEX rooms_game_type_idx ON rooms (game_type_id);
--> statement-breakpoint
-- Issue numbers count round lengths since the Unix epoch (issue = draw time / round seconds), so every
-- node computes the same rounds and creating them twice is a no-op.
CREATE TABLE rounds (
  id bigserial PRIMARY KEY,
  game_type_id integer NOT NULL REFERENCES game_types (id),
  issue bigint NOT NULL,
  chain_id bigint NOT NULL REFERENCES hash_chains (id),
  chain_index integer NOT NULL CHECK (chain_index >= 1),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draws_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'open', 'closed', 'drawn', 'settled')),
  -- Written at the draw: the revealed chain hash, the 20 numbers, the digits and their sum.
  round_hash text,
  numbers smallint[],
  digit_a smallint,
  digit_b smallint,
  digit_c smallint,
  sum smallint,
  drawn_at timestamptz,
  settled_at timestamptz,
  UNIQUE (game_type_id, issue),
  UNIQUE (chain_id, chain_index),
  CHECK (opens_at < closes_at AND closes_at <= draws_at),
  CHECK ((status IN ('drawn', 'settled')) = (round_hash IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX rounds_unsettled_idx ON rounds (draws_at) WHERE status <> 'settled';
--> statement-breakpoint
-- The round taking bets and the one awaiting its draw, found without walking past every settled round.
CREATE INDEX rounds_undrawn_idx ON rounds (game_type_id, issue) WHERE status IN ('scheduled', 'open', 'closed');
--> statement-breakpoint
CREATE INDEX rounds_drawn_by_game_idx ON rounds (game_type_id, issue DESC) WHERE round_hash IS NOT NULL;
--> statement-breakpoint
CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES rounds (id),
  room_id integer NOT NULL REFERENCES rooms (id),
  user_id bigint NOT NULL REFERENCES users (id),
  bet_type text NOT NULL,
  -- Caps keep stake × odds inside bigint, so settlement can multiply without overflow.
  stake_minor bigint NOT NULL CHECK (stake_minor > 0 AND stake_minor <= 10000000000),
  -- Frozen at placement, in ten-thousandths (1.98 → 19800).
  odds bigint NOT NULL CHECK (odds >= 10000 AND odds <= 100000000),
  -- The place-bet call's idempotency key and the item's place in that call.
  request_key text NOT NULL,
  item_no smallint NOT NULL,
  -- How much this bet took off the player's turnover requirement; given back if it is cancelled.
  turnover_minor bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  UNIQUE (user_id, request_key, item_no)
);
--> statement-breakpoint
CREATE INDEX bets_round_idx ON bets (round_id);
--> statement-breakpoint
CREATE INDEX bets_user_idx ON bets (user_id, id DESC);
--> statement-breakpoint
-- The rules each room was settled under, so a bet's outcome derived later never depends on today's rules.
CREATE TABLE round_room_settlements (
  round_id bigint NOT NULL REFERENCES rounds (id),
  room_id integer NOT NULL REFERENCES rooms (id),
  rules jsonb NOT NULL,
  PRIMARY KEY (round_id, room_id)
);
--> statement-breakpoint
-- One row per player per room per settled round: what they staked and got back. Bet rows are never
-- updated at settlement; each bet's own outcome follows from the round's digits and these rules.
CREATE TABLE round_player_results (
  round_id bigint NOT NULL REFERENCES rounds (id),
  room_id integer NOT NULL REFERENCES rooms (id),
  user_id bigint NOT NULL REFERENCES users (id),
  bet_count integer NOT NULL,
  stake_minor bigint NOT NULL,
  -- Paid as wins, stake included.
  payout_minor bigint NOT NULL,
  -- Stakes given back under the room's 13/14 rule.
  refund_minor bigint NOT NULL,
  settled_at timestamptz NOT NULL,
  PRIMARY KEY (round_id, room_id, user_id)
);
--> statement-breakpoint
CREATE INDEX round_player_results_user_idx ON round_player_results (user_id, settled_at);
