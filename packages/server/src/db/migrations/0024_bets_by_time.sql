-- The daily job reads each day's bets by time for their hedged stakes: without this a day's read would
-- scan every bet ever placed.
CREATE INDEX bets_created_idx ON bets (created_at);
