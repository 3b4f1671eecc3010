-- The start of the day, week (Monday) or month holding `at`, in `time_zone`: the periods of the stake,
-- loss and deposit limits.
CREATE OR REPLACE FUNCTION play_period_start(period text, at timestamptz, time_zone text)
  RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc(period, at AT TIME ZONE time_zone) AT TIME ZONE time_zone
$$;
