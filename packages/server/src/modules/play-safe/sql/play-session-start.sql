-- When the player's play session in progress at `at` started (its last activity less than `gap_minutes`
-- before), or null when none is: the session a bet or the reality check would extend (touch_play_sessions).
CREATE OR REPLACE FUNCTION play_session_start(player bigint, at timestamptz, gap_minutes integer)
  RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT s.started_at FROM play_sessions s
          WHERE s.user_id = player AND s.last_at > at - make_interval(mins => gap_minutes)
          ORDER BY s.id DESC LIMIT 1);
END;
$$;
