-- The bet write: a batch of place-bet calls in one statement and one commit, whatever the players' own
-- limits. Calls already made under the same keys answer their first result; the rounds are share-locked (a
-- close waits for the commit, or the batch sees the close); each call's room rule version is checked
-- against the one in effect for its round's issue; the wallets are locked in the ledger's order; each call
-- is decided in arrival order against the player's own rules (a break, the session length, stake and loss
-- limits: play_bet_refusal, for the players who have any), the balance and the caps its predecessors left
-- (a player's stake and the room's payout if every bet won); then the bets, one 'bet' transfer per bet
-- through ledger_post, the exposure, the turnover and the play sessions are written set-based.
--
-- batch = {"users": [user id, …], "bet_key": the prefix of a bet's ledger key (ledger/keys.ts),
--          "time_zone": the zone of the limits' days, "session_gap_minutes",
--          "orders": [{"user_idx": 1-based index into users, "user_id", "room_id", "round_id" (null: no
--                      round takes bets), "request_key", "entry_min", "total", "rule_version",
--                      "items": [{"bet_type", "stake", "odds"}]}]}
-- Answer = {"results": [per order, in order: {"status": "ok", "issue", "balance", "bets": [...]},
--                       {"status": "replay", "bets": [...]}, {"status": "duplicate", "of": order number},
--                       {"status": "player_round_stake_limit", "limit", "staked"}, {"status":
--                       "below_entry_minimum", "minimum"}, a refusal of play_bet_refusal, or {"status":
--                       "betting_closed" | "no_wallet" | "insufficient_balance" | "rules_changed" |
--                       "room_round_payout_limit"}],
--           "balances": [each user's wallet balance after the batch, as text]}
-- Bets are {"betId", "betType", "stake", "odds", "roundId", "roomId", "issue"}, numbers as text.
--
-- It runs with random_page_cost 1.1: what a batch touches (its players' rows, the open round) is in
-- memory, and on the default 4 the planner would rather hash the whole users and wallet tables than probe
-- them for a batch's players.
CREATE OR REPLACE FUNCTION write_bet_batch(batch jsonb, at timestamptz) RETURNS jsonb
LANGUAGE plpgsql SET random_page_cost = 1.1 AS $$
DECLARE
  user_ids bigint[] := ARRAY(SELECT jsonb_array_elements_text(batch->'users')::bigint);
  user_count integer := cardinality(user_ids);
  wallet_ids bigint[] := array_fill(NULL::bigint, ARRAY[user_count]);
  -- Each wallet's balance: as locked, less the stakes of the calls accepted so far; after the posting, as
  -- the ledger wrote it.
  balances bigint[] := array_fill(NULL::bigint, ARRAY[user_count]);
  turnover_left bigint[] := array_fill(0::bigint, ARRAY[user_count]);
  turnover_taken bigint[] := array_fill(0::bigint, ARRAY[user_count]);
  -- Each wallet's balance as locked: less `balances`, the stake of the calls accepted so far, not yet
  -- written, which a player's own limits count too.
  locked bigint[] := array_fill(NULL::bigint, ARRAY[user_count]);
  refusal jsonb;
  earlier jsonb;
  open_rounds jsonb;
  seen jsonb := '{}';
  results jsonb[] := ARRAY[]::jsonb[];
  wallet record;
  posted record;
  o jsonb;
  v_order integer;
  item jsonb;
  v_item integer;
  call_key text;
  u integer;
  stake bigint;
  taken bigint;
  n integer := 0;
  b_order integer[] := '{}';
  b_user_idx integer[] := '{}';
  b_round bigint[] := '{}';
  b_room integer[] := '{}';
  b_user bigint[] := '{}';
  b_type text[] := '{}';
  b_stake bigint[] := '{}';
  b_odds bigint[] := '{}';
  b_key text[] := '{}';
  b_item smallint[] := '{}';
  b_turnover bigint[] := '{}';
  b_issue bigint[] := '{}';
  b_wallet bigint[] := '{}';
  b_transfer_key text[];
  b_reference text[];
  b_version integer[] := '{}';
  b_payout bigint[] := '{}';
  bet_ids bigint[];
  -- Per room and round ("room:round"): the rule version in effect, its caps, and what is exposed so far.
  versions jsonb;
  exposure jsonb := '{}';
  room_round text;
  room_payout bigint;
  order_payout bigint;
  order_payouts bigint[];
  -- Per user and room and round ("user:room:round"): the stake placed so far.
  staked jsonb;
  player_staked bigint;
  rule jsonb;
  house_id bigint;
  -- Players with a limit in force on bets or a break running: their calls are checked against them.
  guarded bigint[];
  written integer := 0;
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
  WHERE round_takes_bets(r.status, r.opens_at, r.closes_at, at);

  -- The room's rules version in effect for each round's issue (the last version from that issue or before),
  -- with its caps. A change made during a round takes effect from a later issue, so this never moves
  -- under a round that takes bets.
  SELECT coalesce(jsonb_object_agg(k.room_id || ':' || k.round_id, jsonb_build_object(
           'version', v.version, 'player_max', v.player_round_stake_max_minor::text,
           'room_max', v.room_round_payout_max_minor::text)), '{}')
  INTO versions
  FROM (SELECT DISTINCT (x->>'room_id')::integer AS room_id, (x->>'round_id')::bigint AS round_id
        FROM jsonb_array_elements(batch->'orders') x) k
  JOIN rounds r ON r.id = k.round_id
  CROSS JOIN LATERAL (SELECT * FROM room_rule_versions v0 WHERE v0.room_id = k.room_id AND v0.from_issue <= r.issue
                      ORDER BY v0.from_issue DESC, v0.version DESC LIMIT 1) v;

  -- What each call would pay if all its bets won, by call number.
  order_payouts := ARRAY(
    SELECT (SELECT coalesce(sum((i->>'stake')::bigint * (i->>'odds')::bigint / 10000), 0)
            FROM jsonb_array_elements(x.value->'items') i)
    FROM jsonb_array_elements(batch->'orders') WITH ORDINALITY x ORDER BY x.ordinality);

  -- The wallets, locked in the ledger's order (player accounts by id) so the balances decided on below are
  -- the ones ledger_post finds.
  FOR wallet IN
    SELECT la.id, la.user_id, la.balance_minor, u2.turnover_required_minor AS turnover
    FROM ledger_accounts la JOIN users u2 ON u2.id = la.user_id
    WHERE la.kind = 'wallet' AND la.user_id = ANY(user_ids)
    ORDER BY la.id FOR UPDATE OF la
  LOOP
    u := array_position(user_ids, wallet.user_id);
    wallet_ids[u] := wallet.id;
    balances[u] := wallet.balance_minor;
    locked[u] := wallet.balance_minor;
    turnover_left[u] := greatest(wallet.turnover, 0);
  END LOOP;

  -- Players with rules of their own (a stake, loss or session limit in force, or a break running), read
  -- under their wallet locks in a statement of its own, so a limit or break committed before the lock was
  -- granted is seen, and no other bet of theirs lands before this one. One probe of two indexes for the
  -- whole batch, in the batch's own statement: a function of its own cost a batch of 32 calls 2-3 %.
  guarded := ARRAY(
    SELECT l.user_id FROM play_limits l
    WHERE l.user_id = ANY(user_ids) AND l.kind NOT LIKE 'deposit%'
      AND play_limit_at(l.value, l.pending_value, l.pending_at, at) IS NOT NULL
    UNION
    SELECT b.user_id FROM play_breaks b
    WHERE b.user_id = ANY(user_ids) AND b.starts_at <= at AND b.ends_at > at);

  -- What each room would pay in each round so far. Concurrent batches into one room take turns on the
  -- room's advisory lock (scope 28000103, db/locks.ts), taken by room id after the wallets; a refused call
  -- writes nothing, so a room's first bet of a round finds no row yet.
  -- Only rooms whose version caps the payout are tracked: a round's caps never change once it takes bets.
  PERFORM pg_advisory_xact_lock(28000103, k.room_id)
  FROM (SELECT DISTINCT (x->>'room_id')::integer AS room_id FROM jsonb_array_elements(batch->'orders') x
        WHERE open_rounds ? (x->>'round_id')
          AND versions->((x->>'room_id') || ':' || (x->>'round_id'))->>'room_max' IS NOT NULL
        ORDER BY 1) k;
  SELECT coalesce(jsonb_object_agg(e.room_id || ':' || e.round_id, e.payout_max_minor::text), '{}') INTO exposure
  FROM round_room_exposure e
  WHERE (e.round_id, e.room_id) IN (SELECT (x->>'round_id')::bigint, (x->>'room_id')::integer
                                    FROM jsonb_array_elements(batch->'orders') x
                                    WHERE versions->((x->>'room_id') || ':' || (x->>'round_id'))->>'room_max'
                                          IS NOT NULL);
  -- Each player's stake so far in each capped room and round of the batch, read under the wallet lock (a
  -- player's calls take turns on it).
  SELECT coalesce(jsonb_object_agg(s.user_id || ':' || s.room_id || ':' || s.round_id, s.total::text), '{}')
  INTO staked
  FROM (SELECT b.user_id, b.room_id, b.round_id, sum(b.stake_minor) AS total
        FROM (SELECT DISTINCT (x->>'user_id')::bigint AS user_id, (x->>'room_id')::integer AS room_id,
                     (x->>'round_id')::bigint AS round_id
              FROM jsonb_array_elements(batch->'orders') x
              WHERE versions->((x->>'room_id') || ':' || (x->>'round_id'))->>'player_max' IS NOT NULL) k
        JOIN bets b ON b.round_id = k.round_id AND b.user_id = k.user_id AND b.room_id = k.room_id
                   AND b.status = 'placed'
        GROUP BY b.user_id, b.room_id, b.round_id) s;

  -- Arrival order: each call fits the balance its predecessors left, or is refused whole.
  FOR o, v_order IN SELECT value, ordinality FROM jsonb_array_elements(batch->'orders') WITH ORDINALITY LOOP
    call_key := (o->>'user_id') || ':' || (o->>'request_key');
    u := (o->>'user_idx')::integer;
    IF earlier ? call_key THEN
      results[v_order] := jsonb_build_object('status', 'replay', 'bets', earlier->call_key);
    ELSIF seen ? call_key THEN
      results[v_order] := jsonb_build_object('status', 'duplicate', 'of', seen->call_key);
    ELSIF NOT coalesce(open_rounds ? (o->>'round_id'), false) THEN
      seen := seen || jsonb_build_object(call_key, v_order);
      results[v_order] := '{"status": "betting_closed"}';
    ELSIF wallet_ids[u] IS NULL THEN
      seen := seen || jsonb_build_object(call_key, v_order);
      results[v_order] := '{"status": "no_wallet"}';
    ELSE
      seen := seen || jsonb_build_object(call_key, v_order);
      IF user_ids[u] = ANY(guarded) THEN
        refusal := play_bet_refusal(user_ids[u], locked[u] - balances[u], (o->>'total')::bigint, at,
                                    batch->>'time_zone', (batch->>'session_gap_minutes')::integer);
        IF refusal IS NOT NULL THEN
          results[v_order] := refusal;
          CONTINUE;
        END IF;
      END IF;
      IF balances[u] < (o->>'entry_min')::bigint THEN
        results[v_order] := jsonb_build_object('status', 'below_entry_minimum', 'minimum', o->>'entry_min');
        CONTINUE;
      ELSIF balances[u] < (o->>'total')::bigint THEN
        results[v_order] := '{"status": "insufficient_balance"}';
        CONTINUE;
      END IF;
      room_round := (o->>'room_id') || ':' || (o->>'round_id');
      rule := versions->room_round;
      player_staked := coalesce((staked->>((o->>'user_id') || ':' || room_round))::bigint, 0);
      room_payout := coalesce((exposure->>room_round)::bigint, 0);
      order_payout := order_payouts[v_order];
      IF rule IS NULL OR (rule->>'version')::integer <> (o->>'rule_version')::integer THEN
        results[v_order] := '{"status": "rules_changed"}';
        CONTINUE;
      ELSIF rule->>'player_max' IS NOT NULL
            AND player_staked + (o->>'total')::bigint > (rule->>'player_max')::bigint THEN
        results[v_order] := jsonb_build_object('status', 'player_round_stake_limit',
          'limit', rule->>'player_max', 'staked', player_staked::text);
        CONTINUE;
      ELSIF rule->>'room_max' IS NOT NULL AND room_payout + order_payout > (rule->>'room_max')::bigint THEN
        results[v_order] := '{"status": "room_round_payout_limit"}';
        CONTINUE;
      END IF;
      IF rule->>'player_max' IS NOT NULL THEN
        staked := staked || jsonb_build_object((o->>'user_id') || ':' || room_round,
                                               (player_staked + (o->>'total')::bigint)::text);
      END IF;
      IF rule->>'room_max' IS NOT NULL THEN
        exposure := exposure || jsonb_build_object(room_round, (room_payout + order_payout)::text);
      END IF;
      v_item := 0;
      FOR item IN SELECT value FROM jsonb_array_elements(o->'items') LOOP
        n := n + 1;
        stake := (item->>'stake')::bigint;
        taken := least(stake, turnover_left[u]);
        turnover_left[u] := turnover_left[u] - taken;
        turnover_taken[u] := turnover_taken[u] + taken;
        b_order[n] := v_order;
        b_user_idx[n] := u;
        b_wallet[n] := wallet_ids[u];
        b_round[n] := (o->>'round_id')::bigint;
        b_room[n] := (o->>'room_id')::integer;
        b_user[n] := user_ids[u];
        b_type[n] := item->>'bet_type';
        b_stake[n] := stake;
        b_odds[n] := (item->>'odds')::bigint;
        b_key[n] := o->>'request_key';
        b_item[n] := v_item;
        b_turnover[n] := taken;
        b_issue[n] := (open_rounds->>(o->>'round_id'))::bigint;
        b_version[n] := (o->>'rule_version')::integer;
        b_payout[n] := CASE WHEN rule->>'room_max' IS NULL THEN 0 ELSE stake * (item->>'odds')::bigint / 10000 END;
        v_item := v_item + 1;
      END LOOP;
      balances[u] := balances[u] - (o->>'total')::bigint;
      results[v_order] := jsonb_build_object('status', 'ok', 'issue', open_rounds->>(o->>'round_id'),
        'bets', '[]'::jsonb);
    END IF;
  END LOOP;

  IF n > 0 THEN
    WITH rows AS (
      SELECT * FROM unnest(b_round, b_room, b_user, b_type, b_stake, b_odds, b_key, b_item, b_turnover, b_version)
        WITH ORDINALITY AS r(round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no,
                             turnover_minor, rule_version, seq)
    ), new_bets AS (
      INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, turnover_minor,
                        rule_version, created_at)
      SELECT round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, turnover_minor,
             rule_version, at
      FROM rows ORDER BY seq
      RETURNING id, user_id, request_key, item_no
    )
    SELECT array_agg(nb.id ORDER BY r.seq) INTO bet_ids
    FROM rows r JOIN new_bets nb ON nb.user_id = r.user_id AND nb.request_key = r.request_key AND nb.item_no = r.item_no;
    IF cardinality(bet_ids) IS DISTINCT FROM n THEN
      RAISE EXCEPTION 'write_bet_batch: % bets, % ids', n, cardinality(bet_ids);
    END IF;

    SELECT a.id INTO house_id FROM ledger_accounts a WHERE a.kind = 'house' AND a.user_id IS NULL;
    SELECT array_agg((batch->>'bet_key') || x.bet_id::text ORDER BY x.seq),
           array_agg('round ' || x.issue::text || ' bet ' || x.bet_id::text ORDER BY x.seq)
    INTO b_transfer_key, b_reference
    FROM unnest(bet_ids, b_issue) WITH ORDINALITY AS x(bet_id, issue, seq);

    -- The balances after come from the ledger: each call answers its wallet's balance after its last bet.
    FOR posted IN
      SELECT p.move_no, p.from_balance_after
      FROM ledger_post(b_wallet, array_fill(house_id, ARRAY[n]), b_stake, array_fill('bet'::text, ARRAY[n]),
                       b_transfer_key, b_reference, at) p
      ORDER BY p.move_no
    LOOP
      written := written + 1;
      v_item := posted.move_no;
      v_order := b_order[v_item];
      balances[b_user_idx[v_item]] := posted.from_balance_after;
      results[v_order] := jsonb_set(results[v_order], '{bets}', (results[v_order]->'bets') || jsonb_build_object(
        'betId', bet_ids[v_item]::text, 'betType', b_type[v_item], 'stake', b_stake[v_item]::text,
        'odds', b_odds[v_item]::text, 'roundId', b_round[v_item]::text, 'roomId', b_room[v_item],
        'issue', b_issue[v_item]::text)) || jsonb_build_object('balance', posted.from_balance_after::text);
    END LOOP;
    IF written <> n THEN
      RAISE EXCEPTION 'write_bet_batch: % bets, % transfers', n, written;
    END IF;

    INSERT INTO round_room_exposure AS e (round_id, room_id, payout_max_minor)
    SELECT x.round_id, x.room_id, sum(x.payout)
    FROM unnest(b_round, b_room, b_payout) AS x(round_id, room_id, payout) WHERE x.payout > 0
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (round_id, room_id) DO UPDATE SET payout_max_minor = e.payout_max_minor + excluded.payout_max_minor;

    -- The play sessions of the players who bet go on (or start), under their wallet locks.
    PERFORM touch_play_sessions(ARRAY(SELECT DISTINCT x FROM unnest(b_user) AS x ORDER BY x), at,
                                (batch->>'session_gap_minutes')::integer);

    UPDATE users u3 SET turnover_required_minor = greatest(0, u3.turnover_required_minor - t.taken)
    FROM unnest(user_ids, turnover_taken) AS t(user_id, taken)
    WHERE u3.id = t.user_id AND t.taken > 0;
  END IF;

  RETURN jsonb_build_object('results', to_jsonb(results),
    'balances', (SELECT coalesce(jsonb_agg(coalesce(b::text, '0') ORDER BY i), '[]') FROM unnest(balances) WITH ORDINALITY AS x(b, i)));
END;
$$;
