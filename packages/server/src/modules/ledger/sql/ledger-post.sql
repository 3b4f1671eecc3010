-- The one writer of money: ledger_post applies a list of movements to the balances and writes one transfer
-- each, under the ledger's rules (lock order, balances after, idempotency keys). The single transfer, the
-- bet batch, cancelled bets' refunds and round payouts all call it; nothing else writes
-- ledger_accounts.balance_minor or ledger_transfers.
--
-- ledger_post(from_accounts, to_accounts, amounts, kinds, keys, refs, at): move i of the list takes
-- amounts[i] (minor units) from account from_accounts[i] to account to_accounts[i], as a transfer of kind
-- kinds[i] with idempotency key keys[i] and reference refs[i], stamped `at`. The SQL callers (the bet
-- batch, round payouts) use this form: they hold account ids already.
-- ledger_post(moves jsonb, at): the same, with each account named by kind and owner, for callers that name
-- accounts as the domain does: [{"from_kind", "from_user", "to_kind", "to_user", "amount", "kind", "key",
-- "reference"}, …], owner null for a system account (house, deposit clearing, fees …), amount as text or
-- number.
-- Answer, either way: one row per move, in move order (move_no from 1): the transfer written, or for a key
-- already used by the same movement the earlier transfer (is_replay), with nothing moved.
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
--   key with anything different is refused (SQLSTATE F28L1) and nothing of the list moves; so is a key
--   named by two moves of one list.
-- * Accounts: a name with no account, or an account id that does not exist, refuses the list.
CREATE OR REPLACE FUNCTION ledger_post(from_accounts bigint[], to_accounts bigint[], amounts bigint[], kinds text[],
                            keys text[], refs text[], at timestamptz)
RETURNS TABLE (move_no integer, id bigint, from_account_id bigint, to_account_id bigint, amount_minor bigint,
               kind text, idempotency_key text, reference text, from_balance_after bigint,
               to_balance_after bigint, created_at timestamptz, is_replay boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  n integer := coalesce(cardinality(from_accounts), 0);
  -- Per move, by move number: whether it moves money (its key is new), and what the transfer answering it
  -- holds when that is an earlier one.
  m_new boolean[];
  m_earlier bigint[];
  m_reference text[];
  m_from_after bigint[];
  m_to_after bigint[];
  m_created_at timestamptz[];
  account_ids bigint[];
  account_balances bigint[];
  account_is_player boolean[];
  missing_seq integer;
  bad_seq integer;
  is_repeated boolean;
  is_any_used boolean;
  repeated_key text;
  earlier record;
BEGIN
  -- Lists go by position: statements zip the arrays with unnest and aggregate back in move order. None
  -- joins two lists (whose sizes a cached plan may guess wrong) or indexes an array inside SQL (which
  -- walks it from the start).
  IF n = 0 THEN
    RETURN;
  END IF;
  IF cardinality(to_accounts) <> n OR cardinality(amounts) <> n OR cardinality(kinds) <> n
     OR cardinality(keys) <> n OR cardinality(refs) <> n THEN
    RAISE EXCEPTION 'ledger_post: the lists of a posting differ in length' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  -- The lock order of every money path: player accounts by id, then system accounts by id. (An id with no
  -- account is not locked here; the transfers' foreign keys refuse it below.)
  SELECT array_agg(s.id), array_agg(s.balance_minor), array_agg(s.user_id IS NOT NULL)
  INTO account_ids, account_balances, account_is_player
  FROM (SELECT a.id, a.balance_minor, a.user_id
        FROM (SELECT DISTINCT x FROM unnest(from_accounts || to_accounts) x) w JOIN ledger_accounts a ON a.id = w.x
        ORDER BY a.user_id IS NULL, a.id
        FOR UPDATE OF a) s;

  -- Each move checked, and each key looked for (one probe each) after the locks: a transaction that moved
  -- these accounts under the same key has committed by now. Usually no key was used before.
  SELECT min(m.seq) FILTER (WHERE m.f IS NULL OR m.t IS NULL),
         min(m.seq) FILTER (WHERE m.f = m.t OR m.amount IS NULL OR m.amount <= 0 OR coalesce(m.kind, '') = ''
                                  OR coalesce(m.key, '') = ''),
         (SELECT count(*) FROM (SELECT DISTINCT k FROM unnest(keys) k) d) < n,
         EXISTS (SELECT 1 FROM unnest(keys) k
                 -- LIMIT keeps this an index probe per key, whatever the table's size looked like when the
                 -- plan was cached: never a scan of every transfer.
                 CROSS JOIN LATERAL (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = k LIMIT 1) e)
  INTO missing_seq, bad_seq, is_repeated, is_any_used
  FROM unnest(from_accounts, to_accounts, amounts, kinds, keys) WITH ORDINALITY AS m(f, t, amount, kind, key, seq);
  IF missing_seq IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: move % names a ledger account that does not exist', missing_seq
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF bad_seq IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: move % must move a positive amount between two accounts, with a kind and a key',
      bad_seq USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF is_repeated THEN
    -- Two moves under one key in one posting: which of them the key names is anybody's guess.
    SELECT min(k) INTO repeated_key FROM (SELECT k FROM unnest(keys) k GROUP BY k HAVING count(*) > 1) r;
    RAISE EXCEPTION 'ledger key % names more than one move of one posting', repeated_key USING ERRCODE = 'F28L1';
  END IF;

  IF NOT is_any_used THEN
    m_new := array_fill(true, ARRAY[n]);
    m_earlier := array_fill(NULL::bigint, ARRAY[n]);
    m_reference := refs;
    m_from_after := array_fill(NULL::bigint, ARRAY[n]);
    m_to_after := array_fill(NULL::bigint, ARRAY[n]);
    m_created_at := array_fill(NULL::timestamptz, ARRAY[n]);
  ELSE
    SELECT min(m.seq) FILTER (WHERE e.id IS NOT NULL AND (e.from_account_id, e.to_account_id, e.amount_minor, e.kind)
                                    IS DISTINCT FROM (m.f, m.t, m.amount, m.kind)),
           array_agg(e.id IS NULL ORDER BY m.seq), array_agg(e.id ORDER BY m.seq),
           array_agg(coalesce(e.reference, m.reference) ORDER BY m.seq),
           array_agg(e.from_balance_after ORDER BY m.seq), array_agg(e.to_balance_after ORDER BY m.seq),
           array_agg(e.created_at ORDER BY m.seq)
    INTO bad_seq, m_new, m_earlier, m_reference, m_from_after, m_to_after, m_created_at
    FROM unnest(keys, from_accounts, to_accounts, amounts, kinds, refs)
           WITH ORDINALITY AS m(key, f, t, amount, kind, reference, seq)
    LEFT JOIN LATERAL (SELECT * FROM ledger_transfers t WHERE t.idempotency_key = m.key LIMIT 1) e ON true;
    IF bad_seq IS NOT NULL THEN
      SELECT * INTO earlier FROM ledger_transfers e WHERE e.idempotency_key = keys[bad_seq];
      RAISE EXCEPTION 'ledger key % is already used for a different movement', keys[bad_seq]
        USING ERRCODE = 'F28L1',
              DETAIL = format('earlier transfer %s: account %s to %s, %s minor, %s; now: account %s to %s, %s minor, %s',
                              earlier.id, earlier.from_account_id, earlier.to_account_id, earlier.amount_minor,
                              earlier.kind, from_accounts[bad_seq], to_accounts[bad_seq], amounts[bad_seq],
                              kinds[bad_seq]);
    END IF;
  END IF;

  -- Balances after, move by move: each account's balance as locked (its opening leg, at step 0) plus its
  -- legs so far. A move whose key was used before is a leg of zero carrying the earlier transfer's
  -- balances. An account's new balance is the one after its last leg; no player account may show a
  -- balance below zero at any step.
  WITH legs AS (
    SELECT 0::bigint AS seq, b.id AS account, b.balance AS delta, b.is_player, NULL::boolean AS is_from,
           NULL::bigint AS earlier_after
    FROM unnest(account_ids, account_balances, account_is_player) AS b(id, balance, is_player)
    UNION ALL
    SELECT m.seq, m.f, CASE WHEN m.is_new THEN -m.amount ELSE 0 END, NULL, true, m.earlier_after
    FROM unnest(from_accounts, amounts, m_new, m_from_after) WITH ORDINALITY AS m(f, amount, is_new, earlier_after, seq)
    UNION ALL
    SELECT m.seq, m.t, CASE WHEN m.is_new THEN m.amount ELSE 0 END, NULL, false, m.earlier_after
    FROM unnest(to_accounts, amounts, m_new, m_to_after) WITH ORDINALITY AS m(t, amount, is_new, earlier_after, seq)
  ), run AS (
    SELECT l.seq, l.account, l.is_from, l.earlier_after, first_value(l.is_player) OVER w AS is_player,
           (sum(l.delta) OVER w)::bigint AS after, lead(l.seq) OVER w IS NULL AS is_last
    FROM legs l WINDOW w AS (PARTITION BY l.account ORDER BY l.seq ROWS UNBOUNDED PRECEDING)
  ), written AS (
    UPDATE ledger_accounts a SET balance_minor = r.after
    FROM run r
    WHERE r.is_last AND a.id = r.account AND a.balance_minor <> r.after
  )
  SELECT array_agg(coalesce(r.earlier_after, r.after) ORDER BY r.seq) FILTER (WHERE r.is_from),
         array_agg(coalesce(r.earlier_after, r.after) ORDER BY r.seq) FILTER (WHERE NOT r.is_from),
         min(r.seq) FILTER (WHERE r.is_player AND r.after < 0)
  INTO m_from_after, m_to_after, bad_seq
  FROM run r;

  IF bad_seq IS NOT NULL THEN
    RAISE EXCEPTION 'ledger key %: a player account would go below zero', keys[bad_seq]
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative';
  END IF;

  -- The new transfers, their ids taken in move order so that a posting's transfers read in that order; then
  -- one row per move (callers order them by move_no).
  RETURN QUERY
  WITH m AS MATERIALIZED (
    SELECT m.*, coalesce(m.earlier_id, nextval('ledger_transfers_id_seq')) AS id
    FROM unnest(m_earlier, from_accounts, to_accounts, amounts, kinds, keys, m_reference, m_from_after, m_to_after,
                m_created_at, m_new)
      WITH ORDINALITY AS m(earlier_id, f, t, amount, kind, key, reference, from_after, to_after, created_at, is_new, seq)
  ), inserted AS (
    INSERT INTO ledger_transfers (id, from_account_id, to_account_id, amount_minor, kind, idempotency_key, reference,
                                  from_balance_after, to_balance_after, created_at)
    SELECT m.id, m.f, m.t, m.amount, m.kind, m.key, m.reference, m.from_after, m.to_after, at
    FROM m WHERE m.is_new
  )
  SELECT m.seq::integer, m.id, m.f, m.t, m.amount, m.kind, m.key, m.reference, m.from_after, m.to_after,
         coalesce(m.created_at, at), NOT m.is_new
  FROM m;
END;
$$;
--> statement-breakpoint
-- The accounts named by kind and owner, found with one index probe per distinct account; a name with no
-- account stays null, which the list form refuses.
CREATE OR REPLACE FUNCTION ledger_post(moves jsonb, at timestamptz)
RETURNS TABLE (move_no integer, id bigint, from_account_id bigint, to_account_id bigint, amount_minor bigint,
               kind text, idempotency_key text, reference text, from_balance_after bigint,
               to_balance_after bigint, created_at timestamptz, is_replay boolean)
LANGUAGE sql AS $$
  WITH m AS (
    SELECT * FROM ROWS FROM (jsonb_to_recordset(moves) AS (from_kind text, from_user bigint, to_kind text,
                  to_user bigint, amount bigint, kind text, key text, reference text))
      WITH ORDINALITY AS m(from_kind, from_user, to_kind, to_user, amount, kind, key, reference, seq)
  ), refs AS (
    SELECT DISTINCT r.kind, r.owner FROM (SELECT m.from_kind AS kind, m.from_user AS owner FROM m
                                          UNION ALL SELECT m.to_kind, m.to_user FROM m) r
  ), found AS (
    SELECT coalesce(jsonb_object_agg(r.kind || ':' || coalesce(r.owner, 0), CASE WHEN r.owner IS NULL
             THEN (SELECT a.id FROM ledger_accounts a WHERE a.kind = r.kind AND a.user_id IS NULL)
             ELSE (SELECT a.id FROM ledger_accounts a WHERE a.kind = r.kind AND a.user_id = r.owner) END), '{}') AS ids
    FROM refs r
  ), lists AS (
    SELECT array_agg((f.ids->>(m.from_kind || ':' || coalesce(m.from_user, 0)))::bigint ORDER BY m.seq) AS from_accounts,
           array_agg((f.ids->>(m.to_kind || ':' || coalesce(m.to_user, 0)))::bigint ORDER BY m.seq) AS to_accounts,
           array_agg(m.amount ORDER BY m.seq) AS amounts, array_agg(m.kind ORDER BY m.seq) AS kinds,
           array_agg(m.key ORDER BY m.seq) AS keys, array_agg(coalesce(m.reference, '') ORDER BY m.seq) AS refs
    FROM m CROSS JOIN found f
  )
  SELECT p.* FROM lists l
  CROSS JOIN LATERAL ledger_post(l.from_accounts, l.to_accounts, l.amounts, l.kinds, l.keys, l.refs, at) p
  ORDER BY p.move_no
$$;
