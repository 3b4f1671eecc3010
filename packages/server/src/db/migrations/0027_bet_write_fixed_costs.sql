-- Costs every bet batch paid, found by profiling place_bet_batch in a PostgreSQL backend:
--
-- * touch_play_sessions (0025) was a SQL function with data-modifying CTEs, which PostgreSQL cannot inline:
--   it parsed and planned its body again on every call, about a sixth of a small batch's time. As PL/pgSQL,
--   its plan is kept for the connection. Same arguments, same rows.
-- * ledger_transfers had two identical indexes on (kind, created_at), 0004's and 0016's: every transfer
--   written paid for both. 0016's goes.
-- * The planner, on the default random_page_cost of 4 (a disk seek per index page), would rather read and
--   hash the whole users and wallet tables than probe them for a batch's thirty players, once a batch
--   names more than a few dozen of a thousand. What a batch touches (its players' rows, the open round)
--   is in memory, so inside the bet write an index page costs about what a sequential one does.
-- * Each bet row ran five foreign-key checks; bets_room_id_fkey is implied by bets_rule_version_fk (room_id
--   and rule_version, both NOT NULL, name a row of room_rule_versions, whose room_id references rooms), so
--   it only repeated a check.
DROP INDEX ledger_transfers_kind_time_idx;
--> statement-breakpoint
ALTER TABLE bets DROP CONSTRAINT bets_room_id_fkey;
--> statement-breakpoint
ALTER FUNCTION place_bet_batch(jsonb, timestamptz) SET random_page_cost = 1.1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_play_sessions(players bigint[], at timestamptz, gap_minutes integer)
  RETURNS TABLE (user_id bigint, started_at timestamptz, last_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH latest AS (
    SELECT s.id FROM unnest(players) AS p(id)
    CROSS JOIN LATERAL (SELECT s0.id, s0.last_at FROM play_sessions s0 WHERE s0.user_id = p.id
                        ORDER BY s0.id DESC LIMIT 1) s
    WHERE s.last_at > at - make_interval(mins => gap_minutes)
  ), extended AS (
    UPDATE play_sessions s SET last_at = greatest(s.last_at, at)
    FROM latest WHERE s.id = latest.id
    RETURNING s.user_id, s.started_at, s.last_at
  ), started AS (
    INSERT INTO play_sessions (user_id, started_at, last_at)
    SELECT p.id, at, at FROM unnest(players) AS p(id)
    WHERE NOT EXISTS (SELECT 1 FROM extended e WHERE e.user_id = p.id)
    RETURNING play_sessions.user_id, play_sessions.started_at, play_sessions.last_at
  )
  SELECT e.user_id, e.started_at, e.last_at FROM extended e
  UNION ALL SELECT st.user_id, st.started_at, st.last_at FROM started st;
END;
$$;
