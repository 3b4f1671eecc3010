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
--> statement-breakpoint
-- Writes a batch of place-bet calls in one statement, so the wallets and the house are locked only for
-- the time the database itself needs (no client round trip while they are held). The service has
-- checked rooms, bet types and limits; this decides, in arrival order, what fits each balance.
--
-- batch = {"users": [user id, …],
--          "orders": [{"user_idx": 1-based index into users, "user_id", "room_id", "round_id",
--                      "request_key", "entry_min", "total", "items": [{"bet_type", "stake", "odds"}]}]}
-- Answer = {"results": [per order, in order: {"status": "ok", "issue", "balance", "bets": [...]},
--                       {"status": "replay", "bets": [...]}, {"status": "duplicate", "of": order number},
--                       or {"status": <error code name>}],
--           "balances": [each user's wallet balance after the batch, as text]}
-- Bets are {"betId", "betType", "stake", "odds", "roundId", "roomId", "issue"}, numbers as text.
CREATE FUNCTION place_bet_batch(batch jsonb, at timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  user_ids bigint[] := ARRAY(SELECT jsonb_array_elements_text(batch->'users')::bigint);
  user_count integer := cardinality(user_ids);
  account_ids bigint[] := array_fill(NULL::bigint, ARRAY[user_count]);
  balances bigint[] := array_fill(NULL::bigint, ARRAY[user_count]);
  balances_before bigint[];
  turnover_left bigint[] := array_fill(0::bigint, ARRAY[user_count]);
  turnover_taken bigint[] := array_fill(0::bigint, ARRAY[user_count]);
  earlier jsonb;
  open_rounds jsonb;
  seen jsonb := '{}';
  results jsonb[] := ARRAY[]::jsonb[];
  wallet record;
  o jsonb;
  v_order integer;
  item jsonb;
  v_item integer;
  call_key text;
  u integer;
  stake bigint;
  taken bigint;
  running bigint;
  house_offset bigint := 0;
  n integer := 0;
  b_order integer[] := '{}';
  b_round bigint[] := '{}';
  b_room integer[] := '{}';
  b_user bigint[] := '{}';
  b_type text[] := '{}';
  b_stake bigint[] := '{}';
  b_odds bigint[] := '{}';
  b_key text[] := '{}';
  b_item smallint[] := '{}';
  b_turnover bigint[] := '{}';
  b_account bigint[] := '{}';
  b_issue bigint[] := '{}';
  b_after bigint[] := '{}';
  b_house bigint[] := '{}';
  bet_ids bigint[];
  written integer;
BEGIN
  -- Calls already written under these keys answer with their first result.
  SELECT coalesce(jsonb_object_agg(k, v), '{}') INTO earlier FROM (
    SELECT b.user_id::text || ':' || b.request_key AS k,
           jsonb_agg(jsonb_build_object('betId', b.id::text, 'betType', b.bet_type, 'stake', b.stake_minor::text,
             'odds', b.odds::text, 'roundId', b.round_id::text, 'roomId', b.room_id, 'issue', r.issue::text)
             ORDER BY b.item_no) AS v
    FROM (SELECT DISTINCT (x->>'user_id')::bigint AS user_id, x->>'request_key' AS request_key
          FROM jsonb_array_elements(batch->'orders') x) k
    -- LIMIT keeps this a probe of the (user, key, item) index per call, never a scan of the round's bets.
    CROSS JOIN LATERAL (SELECT * FROM bets b0 WHERE b0.user_id = k.user_id AND b0.request_key = k.request_key
                        ORDER BY b0.item_no LIMIT 1000) b
    JOIN rounds r ON r.id = b.round_id
    GROUP BY 1) e;

  -- The rounds, share-locked: a close waits for this commit, or this sees a close that committed first.
  SELECT coalesce(jsonb_object_agg(id::text, issue::text), '{}') INTO open_rounds FROM (
    SELECT id, issue, status, opens_at, closes_at FROM rounds
    WHERE id = ANY(ARRAY(SELECT DISTINCT (x->>'round_id')::bigint FROM jsonb_array_elements(batch->'orders') x))
    ORDER BY id FOR SHARE) r
  WHERE status IN ('scheduled', 'open') AND opens_at <= at AND at < closes_at;

  -- The wallets, locked in id order (every money path: wallets by id, then the house).
  FOR wallet IN
    SELECT la.id, la.user_id, la.balance_minor, u2.turnover_required_minor AS turnover
    FROM ledger_accounts la JOIN users u2 ON u2.id = la.user_id
    WHERE la.kind = 'wallet' AND la.user_id = ANY(user_ids)
    ORDER BY la.id FOR UPDATE OF la
  LOOP
    u := array_position(user_ids, wallet.user_id);
    account_ids[u] := wallet.id;
    balances[u] := wallet.balance_minor;
    turnover_left[u] := greatest(wallet.turnover, 0);
  END LOOP;
  balances_before := balances;

  -- Arrival order: each call fits the balance its predecessors left, or is refused whole.
  FOR o, v_order IN SELECT value, ordinality FROM jsonb_array_elements(batch->'orders') WITH ORDINALITY LOOP
    call_key := (o->>'user_id') || ':' || (o->>'request_key');
    u := (o->>'user_idx')::integer;
    IF earlier ? call_key THEN
      results[v_order] := jsonb_build_object('status', 'replay', 'bets', earlier->call_key);
    ELSIF seen ? call_key THEN
      results[v_order] := jsonb_build_object('status', 'duplicate', 'of', seen->call_key);
    ELSIF NOT open_rounds ? (o->>'round_id') THEN
      seen := seen || jsonb_build_object(call_key, v_order);
      results[v_order] := '{"status": "BettingClosed"}';
    ELSIF account_ids[u] IS NULL THEN
      seen := seen || jsonb_build_object(call_key, v_order);
      results[v_order] := '{"status": "NotFound"}';
    ELSIF balances[u] < (o->>'entry_min')::bigint THEN
      seen := seen || jsonb_build_object(call_key, v_order);
      results[v_order] := '{"status": "BelowRoomEntryMinimum"}';
    ELSIF balances[u] < (o->>'total')::bigint THEN
      seen := seen || jsonb_build_object(call_key, v_order);
      results[v_order] := '{"status": "InsufficientBalance"}';
    ELSE
      seen := seen || jsonb_build_object(call_key, v_order);
      running := balances[u];
      v_item := 0;
      FOR item IN SELECT value FROM jsonb_array_elements(o->'items') LOOP
        n := n + 1;
        stake := (item->>'stake')::bigint;
        taken := least(stake, turnover_left[u]);
        turnover_left[u] := turnover_left[u] - taken;
        turnover_taken[u] := turnover_taken[u] + taken;
        running := running - stake;
        house_offset := house_offset + stake;
        b_order[n] := v_order;
        b_round[n] := (o->>'round_id')::bigint;
        b_room[n] := (o->>'room_id')::integer;
        b_user[n] := user_ids[u];
        b_type[n] := item->>'bet_type';
        b_stake[n] := stake;
        b_odds[n] := (item->>'odds')::bigint;
        b_key[n] := o->>'request_key';
        b_item[n] := v_item;
        b_turnover[n] := taken;
        b_account[n] := account_ids[u];
        b_issue[n] := (open_rounds->>(o->>'round_id'))::bigint;
        b_after[n] := running;
        b_house[n] := house_offset;
        v_item := v_item + 1;
      END LOOP;
      balances[u] := running;
      results[v_order] := jsonb_build_object('status', 'ok', 'issue', open_rounds->>(o->>'round_id'),
        'balance', running::text, 'bets', '[]'::jsonb);
    END IF;
  END LOOP;

  IF n > 0 THEN
    UPDATE ledger_accounts la SET balance_minor = d.after
    FROM unnest(account_ids, balances, balances_before) AS d(id, after, before)
    WHERE la.id = d.id AND d.after <> d.before;

    WITH rows AS (
      SELECT * FROM unnest(b_order, b_round, b_room, b_user, b_type, b_stake, b_odds, b_key, b_item, b_turnover,
                           b_account, b_issue, b_after, b_house)
        WITH ORDINALITY AS r(call_no, round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no,
                             turnover_minor, account_id, issue, balance_after, house_offset, seq)
    ), new_bets AS (
      INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, turnover_minor,
                        created_at)
      SELECT round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, turnover_minor, at
      FROM rows ORDER BY seq
      RETURNING id, user_id, request_key, item_no
    ), house AS (
      UPDATE ledger_accounts SET balance_minor = balance_minor + house_offset
      WHERE kind = 'house' AND user_id IS NULL
      RETURNING id, balance_minor - house_offset AS before
    ), matched AS (
      SELECT r.*, nb.id AS bet_id FROM rows r
      JOIN new_bets nb ON nb.user_id = r.user_id AND nb.request_key = r.request_key AND nb.item_no = r.item_no
    ), transfers AS (
      INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key, reference,
                                    from_balance_after, to_balance_after, created_at)
      SELECT m.account_id, h.id, m.stake_minor, 'bet', 'bet:' || m.bet_id::text,
             'round ' || m.issue::text || ' bet ' || m.bet_id::text, m.balance_after, h.before + m.house_offset, at
      FROM matched m CROSS JOIN house h
      ORDER BY m.seq
      RETURNING 1
    )
    SELECT array_agg(bet_id ORDER BY seq), (SELECT count(*) FROM transfers) INTO bet_ids, written FROM matched;
    IF cardinality(bet_ids) <> n OR written <> n THEN
      RAISE EXCEPTION 'place_bet_batch: % bets, % ids, % transfers', n, cardinality(bet_ids), written;
    END IF;

    UPDATE users u3 SET turnover_required_minor = greatest(0, u3.turnover_required_minor - t.taken)
    FROM unnest(user_ids, turnover_taken) AS t(user_id, taken)
    WHERE u3.id = t.user_id AND t.taken > 0;

    FOR v_item IN 1..n LOOP
      v_order := b_order[v_item];
      results[v_order] := jsonb_set(results[v_order], '{bets}', (results[v_order]->'bets') || jsonb_build_object(
        'betId', bet_ids[v_item]::text, 'betType', b_type[v_item], 'stake', b_stake[v_item]::text,
        'odds', b_odds[v_item]::text, 'roundId', b_round[v_item]::text, 'roomId', b_room[v_item],
        'issue', b_issue[v_item]::text));
    END LOOP;
  END IF;

  RETURN jsonb_build_object('results', to_jsonb(results),
    'balances', (SELECT coalesce(jsonb_agg(coalesce(b::text, '0') ORDER BY i), '[]') FROM unnest(balances) WITH ORDINALITY AS x(b, i)));
END;
$$;
