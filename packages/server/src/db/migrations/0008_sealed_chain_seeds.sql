-- Chain seeds leave the database in plaintext: each is sealed (AES-256-GCM, envelope) under the operator's
-- FAIR28_CHAIN_KEY, which the database never holds. Seeds written before this are sealed by the server at
-- its next start, after the migrations (fairness/service.ts sealPlaintextSeeds), and seed_hex emptied.
ALTER TABLE hash_chains ADD COLUMN seed_sealed text;
--> statement-breakpoint
ALTER TABLE hash_chains ALTER COLUMN seed_hex DROP NOT NULL;
--> statement-breakpoint
-- One form at a time: the plaintext only until the start-up seals it.
ALTER TABLE hash_chains ADD CONSTRAINT hash_chains_one_seed_form CHECK ((seed_hex IS NULL) <> (seed_sealed IS NULL));
--> statement-breakpoint
-- The public chain list reads newest first.
CREATE INDEX hash_chains_created_idx ON hash_chains (created_at DESC, id DESC);
