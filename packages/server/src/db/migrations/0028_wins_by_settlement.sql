-- The home page's winners read the settlement records of the last days by time (round_player_results:
-- stake, payout and refund per player and round): without this each read would scan every record ever
-- settled.
CREATE INDEX round_player_results_settled_idx ON round_player_results (settled_at);
