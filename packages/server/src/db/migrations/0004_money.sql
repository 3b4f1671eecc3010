-- Money in and out: uploaded images, the top-up catalogue (pay channels, receiving accounts), deposits,
-- players' bank cards and USDT addresses, withdrawals, operator actions and players' system messages.
-- Catalogue rows come from the demo seed or from operators; this migration creates none.
CREATE TABLE uploads (
  id bigserial PRIMARY KEY,
  -- The id clients see: random, so ids say nothing about how many uploads there are.
  public_id text NOT NULL UNIQUE,
  owner_id bigint NOT NULL REFERENCES users (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  -- The file's random name in the upload folder, outside the web root; never derived from client input.
  stored_name text NOT NULL UNIQUE,
  -- Seen only by its owner and operators, unless an operator publishes it (a receiving account's QR code).
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX uploads_owner_idx ON uploads (owner_id);
--> statement-breakpoint
-- A way to top up. pay_type is a digit of gameOption.payType: 1 online pay, 2 bank transfer, 3 USDT,
-- 4 e-wallet QR code.
CREATE TABLE pay_channels (
  id serial PRIMARY KEY,
  pay_type smallint NOT NULL CHECK (pay_type BETWEEN 1 AND 4),
  name_zh text NOT NULL,
  name_en text NOT NULL,
  -- Online channels name their payment provider adapter; the others are reviewed by operators.
  provider text,
  is_enabled boolean NOT NULL DEFAULT true,
  min_minor bigint NOT NULL CHECK (min_minor > 0),
  max_minor bigint NOT NULL,
  preset_amounts_minor bigint[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (max_minor >= min_minor),
  CHECK ((pay_type = 1) = (provider IS NOT NULL))
);
--> statement-breakpoint
-- Our accounts players pay into, for the reviewed pay types.
CREATE TABLE receiving_accounts (
  id serial PRIMARY KEY,
  channel_id integer NOT NULL REFERENCES pay_channels (id),
  label text NOT NULL,
  bank_name text NOT NULL DEFAULT '',
  holder_name text NOT NULL DEFAULT '',
  account_no text NOT NULL DEFAULT '',
  usdt_network text CHECK (usdt_network IN ('TRC20', 'ERC20')),
  usdt_address text NOT NULL DEFAULT '',
  qr_image_id text REFERENCES uploads (public_id),
  is_enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE deposits (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  channel_id integer NOT NULL REFERENCES pay_channels (id),
  receiving_account_id integer REFERENCES receiving_accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  proof_image_id text REFERENCES uploads (public_id),
  -- The payer's own transaction reference or hash.
  payer_reference text NOT NULL DEFAULT '',
  provider text,
  provider_reference text NOT NULL DEFAULT '',
  -- pending → credited (by an operator or the provider's notification) | rejected (operator) | failed (provider).
  -- Each move is a conditional UPDATE from 'pending', so it happens once however many try at once.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'rejected', 'failed')),
  request_key text,
  review_reason text NOT NULL DEFAULT '',
  reviewed_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (user_id, request_key)
);
--> statement-breakpoint
CREATE INDEX deposits_user_idx ON deposits (user_id, id);
--> statement-breakpoint
CREATE INDEX deposits_status_idx ON deposits (status, id);
--> statement-breakpoint
-- One bound card per player; changing it goes through bank_card_change_requests (spec §6).
CREATE TABLE bank_cards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL UNIQUE REFERENCES users (id),
  real_name text NOT NULL,
  bank_name text NOT NULL,
  card_no text NOT NULL,
  mobile text NOT NULL,
  ifsc_code text NOT NULL DEFAULT '',
  open_address text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE bank_card_change_requests (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  real_name text NOT NULL,
  bank_name text NOT NULL,
  card_no text NOT NULL,
  mobile text NOT NULL,
  ifsc_code text NOT NULL DEFAULT '',
  open_address text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  review_reason text NOT NULL DEFAULT '',
  reviewed_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX bank_card_change_requests_one_pending ON bank_card_change_requests (user_id)
  WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX bank_card_change_requests_status_idx ON bank_card_change_requests (status, id);
--> statement-breakpoint
-- Deleted addresses keep their row (deleted_at) for the withdrawals that went to them.
CREATE TABLE usdt_addresses (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  network text NOT NULL CHECK (network IN ('TRC20', 'ERC20')),
  address text NOT NULL,
  qr_image_id text REFERENCES uploads (public_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX usdt_addresses_live_key ON usdt_addresses (user_id, network, address)
  WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  -- Where the money goes, copied at request time: a later card change or address deletion cannot move it.
  destination_type text NOT NULL CHECK (destination_type IN ('bank', 'usdt')),
  destination_name text NOT NULL,
  destination_account text NOT NULL,
  destination_holder text NOT NULL DEFAULT '',
  -- pending (amount in the player's withdrawal hold) → paid | rejected (amount back in the wallet).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  request_key text,
  review_reason text NOT NULL DEFAULT '',
  reviewed_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  CHECK (fee_minor < amount_minor),
  UNIQUE (user_id, request_key)
);
--> statement-breakpoint
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at);
--> statement-breakpoint
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id);
--> statement-breakpoint
-- Consecutive wrong security codes on withdrawal, and the lock they lead to; in the database so the
-- lock holds on every node.
CREATE TABLE security_code_failures (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
--> statement-breakpoint
CREATE TABLE operator_actions (
  id bigserial PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id bigint NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX operator_actions_target_idx ON operator_actions (target_type, target_id);
--> statement-breakpoint
-- A player's system messages, stored as catalogue keys and arguments so each shows in the reader's language.
CREATE TABLE player_messages (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  args text[] NOT NULL DEFAULT '{}',
  -- The operator's reason, shown as it was written.
  note text NOT NULL DEFAULT '',
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
--> statement-breakpoint
CREATE INDEX player_messages_user_idx ON player_messages (user_id, id);
--> statement-breakpoint
-- Daily figures (trading volume) read transfers by kind and time.
CREATE INDEX ledger_transfers_kind_created_idx ON ledger_transfers (kind, created_at);
