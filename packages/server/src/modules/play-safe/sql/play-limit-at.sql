-- The value of a play limit in force at an instant: a raise (or a removal) waits in `pending_value` until
-- `pending_at`; before then the old `value` holds. The one rule for every reader of play_limits.
CREATE OR REPLACE FUNCTION play_limit_at(value bigint, pending_value bigint, pending_at timestamptz, at timestamptz)
  RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pending_at IS NOT NULL AND pending_at <= at THEN pending_value ELSE value END
$$;
