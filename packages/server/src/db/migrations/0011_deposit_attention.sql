-- A deposit an operator must look at, kept on the deposit itself so review queues can show it: the
-- provider said paid after the order had failed (credited then), or after an operator had rejected it
-- (not credited: the money may have arrived and must be sorted out by hand).
ALTER TABLE deposits ADD COLUMN attention text
  CHECK (attention IN ('paid_after_failure', 'paid_after_rejection'));
--> statement-breakpoint
CREATE INDEX deposits_attention_idx ON deposits (id) WHERE attention IS NOT NULL;
