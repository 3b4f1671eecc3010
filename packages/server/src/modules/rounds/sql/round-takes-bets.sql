-- Whether a round takes bets at an instant: the one rule every SQL path asks (the round taking bets, the
-- bet batch). rounds/round-rules.ts `isTakingBets` mirrors it for rounds already in memory; a test holds the
-- two to the same answers. The status alone is not enough: a round past its close time stops taking bets
-- at once, whether or not the scheduler has marked it closed yet.
CREATE OR REPLACE FUNCTION round_takes_bets(status text, opens_at timestamptz, closes_at timestamptz, at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT status IN ('scheduled', 'open') AND opens_at <= at AND at < closes_at
$$;
