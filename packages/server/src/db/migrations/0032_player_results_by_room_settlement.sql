-- A settlement's per-player records refer to their round's room settlement by its one key (round, room),
-- instead of to the round and the room apart: storing 10,000 records checks one reference each, not two.
-- The room settlement refers to the round and the room, so the record still reaches both through it.
-- Checked at commit (DEFERRABLE INITIALLY DEFERRED): the previous release stores the records before the
-- room settlements, in the same transaction. The existing records are checked as it is added, in one join.
ALTER TABLE round_player_results ADD CONSTRAINT round_player_results_room_settlement_fkey
  FOREIGN KEY (round_id, room_id) REFERENCES round_room_settlements (round_id, room_id)
  DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE round_player_results DROP CONSTRAINT round_player_results_round_id_fkey,
  DROP CONSTRAINT round_player_results_room_id_fkey;
