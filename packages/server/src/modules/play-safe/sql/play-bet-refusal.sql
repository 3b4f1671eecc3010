-- Why the player's own rules refuse a bet of `stake` at `at`, or null when they allow it: a break running
-- (the one that ends last), the session length reached, or a stake or loss limit of the day, week or month
-- (periods in `time_zone`) that the bet would pass. A loss limit counts what is lost and what is still at
-- stake, so a bet is refused if losing it could pass the limit. `placed`: what the same write has already
-- placed for the player and not yet written (the calls before this one in a bet batch), counted as placed.
-- Run under the player's wallet lock, so that no other bet of theirs lands between the check and the write.
--
-- Answer: {"status": "play_break", "kind": "cool_off" | "self_exclusion", "endsAt"}, {"status":
-- "session_limit"}, {"status": "stake_limit", "period": "day" | "week" | "month", "limit", "staked"} or
-- {"status": "loss_limit", "period", "limit", "lost"}; money as text in minor units.
CREATE OR REPLACE FUNCTION play_bet_refusal(player bigint, placed bigint, stake bigint, at timestamptz,
                                            time_zone text, gap_minutes integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  running record;
  limits jsonb;
  started timestamptz;
  period text;
  stake_limit bigint;
  loss_limit bigint;
  played record;
  staked bigint;
  lost bigint;
BEGIN
  SELECT * INTO running FROM play_break_at(player, at);
  IF FOUND THEN
    RETURN jsonb_build_object('status', 'play_break', 'kind', running.kind, 'endsAt', running.ends_at);
  END IF;
  SELECT coalesce(jsonb_object_agg(l.kind, l.value), '{}') INTO limits
  FROM (SELECT l0.kind, play_limit_at(l0.value, l0.pending_value, l0.pending_at, at) AS value
        FROM play_limits l0 WHERE l0.user_id = player) l
  WHERE l.value IS NOT NULL;
  IF limits ? 'session_minutes' THEN
    started := play_session_start(player, at, gap_minutes);
    IF started IS NOT NULL AND at - started >= make_interval(mins => (limits->>'session_minutes')::integer) THEN
      RETURN jsonb_build_object('status', 'session_limit');
    END IF;
  END IF;
  FOREACH period IN ARRAY ARRAY['day', 'week', 'month'] LOOP
    stake_limit := (limits->>('stake_' || period))::bigint;
    loss_limit := (limits->>('loss_' || period))::bigint;
    CONTINUE WHEN stake_limit IS NULL AND loss_limit IS NULL;
    SELECT * INTO played FROM play_money(player, play_period_start(period, at, time_zone), at);
    staked := played.stakes + placed;
    IF stake_limit IS NOT NULL AND staked + stake > stake_limit THEN
      RETURN jsonb_build_object('status', 'stake_limit', 'period', period, 'limit', stake_limit::text,
                                'staked', staked::text);
    END IF;
    lost := played.pending + placed - played.net;
    IF loss_limit IS NOT NULL AND lost + stake > loss_limit THEN
      RETURN jsonb_build_object('status', 'loss_limit', 'period', period, 'limit', loss_limit::text,
                                'lost', greatest(lost, 0)::text);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
