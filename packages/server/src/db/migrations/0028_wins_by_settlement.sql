-- migrate: outside a transaction
-- The home page's winners read the settlement records of the last days by time (round_player_results:
-- stake, payout and refund per player and round): without this each read would scan every record ever
-- settled. Built CONCURRENTLY, so the nodes still running settle rounds (writing these records) meanwhile;
-- an index a failed build left invalid is dropped first.
DROP INDEX CONCURRENTLY IF EXISTS round_player_results_settled_idx;
--> statement-breakpoint
CREATE INDEX CONCURRENTLY round_player_results_settled_idx ON round_player_results (settled_at);
