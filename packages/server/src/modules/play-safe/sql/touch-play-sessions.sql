-- Each player's play session in progress at `at` (last activity less than `gap_minutes` before) goes on to
-- `at`, or a new one starts; the one rule for a bet and the app's reality-check call alike. PL/pgSQL, not
-- SQL: a SQL function with data-modifying CTEs is never inlined, so it would be parsed and planned again
-- on every call; this one's plan is kept for the connection.
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
