-- The one writer of money: ledger_post applies a list of movements to the balances and writes one transfer
-- each, under the ledger's rules (lock order, balances after, idempotency keys). The single transfer, the
-- bet batch, cancelled bets' refunds and round payouts all call it; nothing else writes
-- ledger_accounts.balance_minor or ledger_transfers.
--
-- moves = [{"from_kind", "from_user", "to_kind", "to_user", "amount", "kind", "key", "reference"}, …]: each
-- account named by its kind and owner (user id, or null for the house, deposit clearing and fees), the
-- amount in minor units (text or number), the transfer kind, its idempotency key and a free reference.
-- Answer: one row per move, in move order (move_no from 1): the transfer written, or for a key already used
-- by the same movement the earlier transfer (is_replay), with nothing moved.
--
-- The rules:
-- * Locks: player accounts (wallets and withdrawal holds) by id, then system accounts by id. Every money
--   path takes its accounts through here, so two transactions never wait on each other in a circle.
-- * Balances after: each move applied in order to the balances as locked; a transfer row shows both
--   accounts' balances right after it. No row may show a player account below zero, not even midway
--   through a list whose final balances are fine: that refuses the whole list (SQLSTATE 23514, as the
--   player CHECK does).
-- * Keys: checked after the locks, so a concurrent call with the same key is seen. The same key with the
--   same from, to, amount and kind is that movement again: answered with the earlier transfer. The same
--   key with anything different is refused (SQLSTATE F28L1) and nothing of the list moves.
CREATE FUNCTION ledger_post(moves jsonb, at timestamptz)
RETURNS TABLE (move_no integer, id bigint, from_account_id bigint, to_account_id bigint, amount_minor bigint,
               kind text, idempotency_key text, reference text, from_balance_after bigint,
               to_balance_after bigint, created_at timestamptz, is_replay boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  n integer;
  m_from bigint[];
  m_to bigint[];
  m_amount bigint[];
  m_kind text[];
  m_key text[];
  m_reference text[];
  -- The transfer already written under the move's key, and the first move of this list with its key.
  m_earlier bigint[];
  m_first integer[];
  m_from_after bigint[];
  m_to_after bigint[];
  account_ids bigint[];
  account_balances bigint[];
  account_is_player boolean[];
  missing_seq integer;
  bad_seq integer;
  earlier record;
BEGIN
  -- The accounts named by kind and owner, found set-based: players by (kind, user id), system accounts by kind.
  WITH m AS (
    SELECT * FROM ROWS FROM (jsonb_to_recordset(moves) AS (from_kind text, from_user bigint, to_kind text,
                  to_user bigint, amount bigint, kind text, key text, reference text))
      WITH ORDINALITY AS m(from_kind, from_user, to_kind, to_user, amount, kind, key, reference, seq)
  ), refs AS (
    SELECT m.from_kind AS kind, m.from_user AS owner FROM m UNION SELECT m.to_kind, m.to_user FROM m
  ), found AS (
    SELECT a.id, a.kind, a.user_id AS owner FROM refs r JOIN ledger_accounts a ON a.kind = r.kind AND a.user_id = r.owner
    UNION ALL
    SELECT a.id, a.kind, 0 FROM refs r JOIN ledger_accounts a ON a.kind = r.kind AND a.user_id IS NULL
    WHERE r.owner IS NULL
  )
  SELECT count(*)::integer, array_agg(fa.id ORDER BY m.seq), array_agg(ta.id ORDER BY m.seq),
         array_agg(m.amount ORDER BY m.seq), array_agg(m.kind ORDER BY m.seq), array_agg(m.key ORDER BY m.seq),
         array_agg(coalesce(m.reference, '') ORDER BY m.seq),
         min(m.seq) FILTER (WHERE fa.id IS NULL OR ta.id IS NULL),
         min(m.seq) FILTER (WHERE fa.id = ta.id OR m.amount IS NULL OR m.amount <= 0 OR coalesce(m.kind, '') = ''
                                  OR coalesce(m.key, '') = '')
  INTO n, m_from, m_to, m_amount, m_kind, m_key, m_reference, missing_seq, bad_seq
  FROM m
  LEFT JOIN found fa ON fa.kind = m.from_kind AND fa.owner = coalesce(m.from_user, 0)
  LEFT JOIN found ta ON ta.kind = m.to_kind AND ta.owner = coalesce(m.to_user, 0);

  IF n = 0 THEN
    RETURN;
  END IF;
  IF missing_seq IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: move % names a ledger account that does not exist', missing_seq
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF bad_seq IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: move % must move a positive amount between two accounts, with a kind and a key',
      bad_seq USING ERRCODE = 'invalid_parameter_value';
  END IF;

  -- The lock order of every money path: player accounts by id, then system accounts by id.
  SELECT array_agg(s.id), array_agg(s.balance_minor), array_agg(s.user_id IS NOT NULL)
  INTO account_ids, account_balances, account_is_player
  FROM (SELECT a.id, a.balance_minor, a.user_id FROM ledger_accounts a
        WHERE a.id = ANY(m_from || m_to)
        ORDER BY a.user_id IS NULL, a.id
        FOR UPDATE) s;

  -- Keys, read after the locks: a transaction that moved these accounts under the same key has committed.
  WITH m AS (
    SELECT * FROM unnest(m_key, m_from, m_to, m_amount, m_kind) WITH ORDINALITY AS m(key, f, t, amount, kind, seq)
  ), k AS (
    SELECT m.*, min(m.seq) OVER w AS first_seq,
           min(m.f) OVER w <> max(m.f) OVER w OR min(m.t) OVER w <> max(m.t) OVER w
             OR min(m.amount) OVER w <> max(m.amount) OVER w OR min(m.kind) OVER w <> max(m.kind) OVER w
             AS differs_within
    FROM m WINDOW w AS (PARTITION BY m.key)
  )
  SELECT array_agg(e.id ORDER BY k.seq), array_agg(k.first_seq::integer ORDER BY k.seq),
         min(k.seq) FILTER (WHERE k.differs_within OR (e.id IS NOT NULL AND
           (e.from_account_id, e.to_account_id, e.amount_minor, e.kind) IS DISTINCT FROM (k.f, k.t, k.amount, k.kind)))
  INTO m_earlier, m_first, bad_seq
  FROM k LEFT JOIN ledger_transfers e ON e.idempotency_key = k.key;

  IF bad_seq IS NOT NULL THEN
    SELECT * INTO earlier FROM ledger_transfers e WHERE e.idempotency_key = m_key[bad_seq];
    RAISE EXCEPTION 'ledger key % is already used for a different movement', m_key[bad_seq]
      USING ERRCODE = 'F28L1',
            DETAIL = CASE WHEN earlier.id IS NULL
              THEN 'the same key names different movements in one posting'
              ELSE format('earlier transfer %s: account %s to %s, %s minor, %s; now: account %s to %s, %s minor, %s',
                          earlier.id, earlier.from_account_id, earlier.to_account_id, earlier.amount_minor, earlier.kind,
                          m_from[bad_seq], m_to[bad_seq], m_amount[bad_seq], m_kind[bad_seq]) END;
  END IF;

  -- Balances after, move by move: each account's balance as locked plus its legs so far. The new balances
  -- are the last of these; no player account may show one below zero at any step.
  WITH m AS (
    SELECT * FROM unnest(m_from, m_to, m_amount, m_earlier, m_first) WITH ORDINALITY AS m(f, t, amount, earlier, first_seq, seq)
    WHERE m.earlier IS NULL AND m.first_seq = m.seq
  ), legs AS (
    SELECT m.seq, m.f AS account, -m.amount AS delta, true AS is_from FROM m
    UNION ALL
    SELECT m.seq, m.t, m.amount, false FROM m
  ), run AS (
    SELECT l.seq, l.account, l.is_from, b.is_player,
           (b.balance + sum(l.delta) OVER (PARTITION BY l.account ORDER BY l.seq ROWS UNBOUNDED PRECEDING))::bigint AS after
    FROM legs l JOIN unnest(account_ids, account_balances, account_is_player) AS b(id, balance, is_player)
      ON b.id = l.account
  ), written AS (
    UPDATE ledger_accounts a SET balance_minor = last.after
    FROM (SELECT DISTINCT ON (r.account) r.account, r.after FROM run r ORDER BY r.account, r.seq DESC) last
    WHERE a.id = last.account
  )
  SELECT array_agg(x.from_after ORDER BY x.seq), array_agg(x.to_after ORDER BY x.seq),
         min(x.seq) FILTER (WHERE x.goes_negative)
  INTO m_from_after, m_to_after, bad_seq
  FROM (SELECT s.seq, max(r.after) FILTER (WHERE r.is_from) AS from_after,
               max(r.after) FILTER (WHERE NOT r.is_from) AS to_after,
               coalesce(bool_or(r.is_player AND r.after < 0), false) AS goes_negative
        FROM generate_series(1, n) AS s(seq) LEFT JOIN run r ON r.seq = s.seq
        GROUP BY s.seq) x;

  IF bad_seq IS NOT NULL THEN
    RAISE EXCEPTION 'ledger key %: a player account would go below zero', m_key[bad_seq]
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative';
  END IF;

  RETURN QUERY
  WITH m AS (
    SELECT * FROM unnest(m_from, m_to, m_amount, m_kind, m_key, m_reference, m_from_after, m_to_after, m_earlier, m_first)
      WITH ORDINALITY AS m(f, t, amount, kind, key, reference, from_after, to_after, earlier, first_seq, seq)
  ), inserted AS (
    INSERT INTO ledger_transfers (from_account_id, to_account_id, amount_minor, kind, idempotency_key, reference,
                                  from_balance_after, to_balance_after, created_at)
    SELECT m.f, m.t, m.amount, m.kind, m.key, m.reference, m.from_after, m.to_after, at
    FROM m WHERE m.earlier IS NULL AND m.first_seq = m.seq
    ORDER BY m.seq
    RETURNING *
  )
  SELECT m.seq::integer, coalesce(i.id, e.id), coalesce(i.from_account_id, e.from_account_id),
         coalesce(i.to_account_id, e.to_account_id), coalesce(i.amount_minor, e.amount_minor), coalesce(i.kind, e.kind),
         m.key, coalesce(i.reference, e.reference), coalesce(i.from_balance_after, e.from_balance_after),
         coalesce(i.to_balance_after, e.to_balance_after), coalesce(i.created_at, e.created_at),
         m.earlier IS NOT NULL OR m.first_seq <> m.seq
  FROM m
  LEFT JOIN inserted i ON i.idempotency_key = m.key
  LEFT JOIN ledger_transfers e ON e.id = m.earlier
  ORDER BY m.seq;
END;
$$;
--> statement-breakpoint
-- place_bet_batch (first in 0002) as before — the same batch, the same answers — but its money now moves
-- through ledger_post, and whether a round takes bets is round_takes_bets (0005). It still decides each
-- call in arrival order against what the calls before it left, then writes the bets and posts one 'bet'
-- transfer per bet (key bet:<bet id>) in one ledger_post, whose balances after are the answers' balances.
--
-- batch = {"users": [user id, …],
--          "orders": [{"user_idx": 1-based index into users, "user_id", "room_id", "round_id",
--                      "request_key", "entry_min", "total", "items": [{"bet_type", "stake", "odds"}]}]}
-- Answer = {"results": [per order, in order: {"status": "ok", "issue", "balance", "bets": [...]},
--                       {"status": "replay", "bets": [...]}, {"status": "duplicate", "of": order number},
--                       or {"status": <error code name>}],
--           "balances": [each user's wallet balance after the batch, as text]}
-- Bets are {"betId", "betType", "stake", "odds", "roundId", "roomId", "issue"}, numbers as text.
CREATE OR REPLACE FUNCTION place_bet_batch(batch jsonb, at timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  user_ids bigint[] := ARRAY(SELECT jsonb_array_elements_text(batch->'users')::bigint);
  user_count integer := cardinality(user_ids);
  has_wallet boolean[] := array_fill(false, ARRAY[user_count]);
  -- Each wallet's balance: as locked, less the stakes of the calls accepted so far; after the posting, as
  -- the ledger wrote it.
  balances bigint[] := array_fill(NULL::bigint, ARRAY[user_count]);
  turnover_left bigint[] := array_fill(0::bigint, ARRAY[user_count]);
  turnover_taken bigint[] := array_fill(0::bigint, ARRAY[user_count]);
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
  bet_ids bigint[];
  moves jsonb;
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

  -- The wallets, locked in the ledger's order (player accounts by id) so the balances decided on below are
  -- the ones ledger_post finds.
  FOR wallet IN
    SELECT la.id, la.user_id, la.balance_minor, u2.turnover_required_minor AS turnover
    FROM ledger_accounts la JOIN users u2 ON u2.id = la.user_id
    WHERE la.kind = 'wallet' AND la.user_id = ANY(user_ids)
    ORDER BY la.id FOR UPDATE OF la
  LOOP
    u := array_position(user_ids, wallet.user_id);
    has_wallet[u] := true;
    balances[u] := wallet.balance_minor;
    turnover_left[u] := greatest(wallet.turnover, 0);
  END LOOP;

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
    ELSIF NOT has_wallet[u] THEN
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
      v_item := 0;
      FOR item IN SELECT value FROM jsonb_array_elements(o->'items') LOOP
        n := n + 1;
        stake := (item->>'stake')::bigint;
        taken := least(stake, turnover_left[u]);
        turnover_left[u] := turnover_left[u] - taken;
        turnover_taken[u] := turnover_taken[u] + taken;
        b_order[n] := v_order;
        b_user_idx[n] := u;
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
        v_item := v_item + 1;
      END LOOP;
      balances[u] := balances[u] - (o->>'total')::bigint;
      results[v_order] := jsonb_build_object('status', 'ok', 'issue', open_rounds->>(o->>'round_id'),
        'bets', '[]'::jsonb);
    END IF;
  END LOOP;

  IF n > 0 THEN
    WITH rows AS (
      SELECT * FROM unnest(b_round, b_room, b_user, b_type, b_stake, b_odds, b_key, b_item, b_turnover)
        WITH ORDINALITY AS r(round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no,
                             turnover_minor, seq)
    ), new_bets AS (
      INSERT INTO bets (round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, turnover_minor,
                        created_at)
      SELECT round_id, room_id, user_id, bet_type, stake_minor, odds, request_key, item_no, turnover_minor, at
      FROM rows ORDER BY seq
      RETURNING id, user_id, request_key, item_no
    )
    SELECT array_agg(nb.id ORDER BY r.seq) INTO bet_ids
    FROM rows r JOIN new_bets nb ON nb.user_id = r.user_id AND nb.request_key = r.request_key AND nb.item_no = r.item_no;
    IF cardinality(bet_ids) IS DISTINCT FROM n THEN
      RAISE EXCEPTION 'place_bet_batch: % bets, % ids', n, cardinality(bet_ids);
    END IF;

    SELECT jsonb_agg(jsonb_build_object('from_kind', 'wallet', 'from_user', m.user_id, 'to_kind', 'house',
             'amount', m.stake, 'kind', 'bet', 'key', 'bet:' || m.bet_id::text,
             'reference', 'round ' || m.issue::text || ' bet ' || m.bet_id::text) ORDER BY m.seq)
    INTO moves
    FROM unnest(b_user, b_stake, bet_ids, b_issue) WITH ORDINALITY AS m(user_id, stake, bet_id, issue, seq);

    -- The balances after come from the ledger: each call answers its wallet's balance after its last bet.
    FOR posted IN SELECT p.move_no, p.from_balance_after FROM ledger_post(moves, at) p ORDER BY p.move_no LOOP
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
      RAISE EXCEPTION 'place_bet_batch: % bets, % transfers', n, written;
    END IF;

    UPDATE users u3 SET turnover_required_minor = greatest(0, u3.turnover_required_minor - t.taken)
    FROM unnest(user_ids, turnover_taken) AS t(user_id, taken)
    WHERE u3.id = t.user_id AND t.taken > 0;
  END IF;

  RETURN jsonb_build_object('results', to_jsonb(results),
    'balances', (SELECT coalesce(jsonb_agg(coalesce(b::text, '0') ORDER BY i), '[]') FROM unnest(balances) WITH ORDINALITY AS x(b, i)));
END;
$$;
