-- A settlement's per-player records name their player without a foreign key to users. Each record is the sum
-- of that player's bets in the round, summed in the transaction that stores it, and every bet refers to its
-- player (bets_user_id_fkey); players are never deleted; and a record that pays anything is paid into the
-- player's wallet, which ledger_post refuses to do for a player without one. The key's check was the
-- settlement's largest fixed cost, a query and a row lock (FOR KEY SHARE) per player of the round, for a
-- fact the bets already hold.
ALTER TABLE round_player_results DROP CONSTRAINT round_player_results_user_id_fkey;
