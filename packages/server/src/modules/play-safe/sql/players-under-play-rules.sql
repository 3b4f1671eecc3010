-- Which of `players` have, at `at`, a stake, loss or session limit in force or a break running: the
-- players whose bets play_bet_refusal must look at. One probe of two indexes for any number of players, so
-- that players without any (most) cost a bet write nothing more.
CREATE OR REPLACE FUNCTION players_under_play_rules(players bigint[], at timestamptz) RETURNS bigint[]
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(
    SELECT l.user_id FROM play_limits l
    WHERE l.user_id = ANY(players) AND l.kind NOT LIKE 'deposit%'
      AND play_limit_at(l.value, l.pending_value, l.pending_at, at) IS NOT NULL
    UNION
    SELECT b.user_id FROM play_breaks b
    WHERE b.user_id = ANY(players) AND b.starts_at <= at AND b.ends_at > at);
END;
$$;
