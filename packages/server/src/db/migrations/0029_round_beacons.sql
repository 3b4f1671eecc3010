-- Every round's result also depends on a public randomness beacon emitted after its betting closed
-- (docs/FAIRNESS.md §2). A round records which beacon decides it when it is created (beacon_chain_hash,
-- beacon_round: the first beacon round at or after its close), and the beacon itself once fetched and
-- verified (beacon_signature, beacon_randomness). Rounds drawn before beacons have none: their draw key is
-- the round hash alone.
-- void_reason: who voided a round. 'operator' before its beacon's time; 'beacon_missing' when no valid
-- beacon came within the configured wait (the round is never drawn, every bet refunded).
ALTER TABLE rounds ADD COLUMN beacon_chain_hash text;
--> statement-breakpoint
ALTER TABLE rounds ADD COLUMN beacon_round bigint;
--> statement-breakpoint
ALTER TABLE rounds ADD COLUMN beacon_signature text;
--> statement-breakpoint
ALTER TABLE rounds ADD COLUMN beacon_randomness text;
--> statement-breakpoint
ALTER TABLE rounds ADD COLUMN void_reason text;
--> statement-breakpoint
ALTER TABLE rounds ADD CONSTRAINT rounds_void_reason_check
  CHECK (void_reason IS NULL OR (status = 'void' AND void_reason IN ('operator', 'beacon_missing')));
--> statement-breakpoint
ALTER TABLE rounds ADD CONSTRAINT rounds_beacon_check
  CHECK ((beacon_signature IS NULL) = (beacon_randomness IS NULL)
     AND (beacon_signature IS NULL OR beacon_round IS NOT NULL));
--> statement-breakpoint
-- Every round voided before beacons was voided by an operator.
UPDATE rounds SET void_reason = 'operator' WHERE status = 'void';
--> statement-breakpoint
-- A round that names its beacon is drawn only with it stored: a node of the release before beacons, still
-- running its scheduler during a rolling upgrade, cannot draw such a round without one.
ALTER TABLE rounds ADD CONSTRAINT rounds_drawn_with_beacon_check
  CHECK (round_hash IS NULL OR beacon_round IS NULL OR beacon_randomness IS NOT NULL);
