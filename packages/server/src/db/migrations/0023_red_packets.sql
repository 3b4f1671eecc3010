-- Red packets: an operator sends real money from the promotions budget to a room's chat; players in the
-- room claim one share each, drawn from a seed committed to (sha256) when sent and revealed when the
-- packet ends (all claimed, or expired with the rest returned to the budget).
CREATE TABLE red_packets (
  id bigserial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES rooms (id),
  total_minor bigint NOT NULL CHECK (total_minor > 0),
  share_count integer NOT NULL CHECK (share_count BETWEEN 1 AND 500),
  message text NOT NULL DEFAULT '',
  -- sha256 of the seed, published when sent; the seed sealed under FAIR28_CHAIN_KEY until the end.
  commitment text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  seed_sealed text NOT NULL,
  -- The seed, shown once the packet has ended.
  seed_hex text CHECK (seed_hex ~ '^[0-9a-f]{64}$'),
  claimed_count integer NOT NULL DEFAULT 0,
  claimed_minor bigint NOT NULL DEFAULT 0,
  -- What went back to the budget when it expired.
  returned_minor bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ended')),
  created_by bigint NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  CHECK (total_minor >= share_count),
  CHECK (claimed_count <= share_count AND claimed_minor + returned_minor <= total_minor)
);
--> statement-breakpoint
CREATE INDEX red_packets_room_idx ON red_packets (room_id, id DESC);
--> statement-breakpoint
CREATE INDEX red_packets_open_idx ON red_packets (expires_at) WHERE status = 'open';
--> statement-breakpoint
-- Claim k of a packet received share k of the draw: one per player.
CREATE TABLE red_packet_claims (
  packet_id bigint NOT NULL REFERENCES red_packets (id),
  seq integer NOT NULL CHECK (seq >= 1),
  user_id bigint NOT NULL REFERENCES users (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (packet_id, seq),
  UNIQUE (packet_id, user_id)
);
