-- Players, operators and their sessions; the double-entry ledger every cent moves through.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  password_hash text NOT NULL,
  security_code_hash text,
  role text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'agent', 'operator')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  invitation_code text NOT NULL UNIQUE,
  inviter_id bigint REFERENCES users (id),
  nick_name text NOT NULL DEFAULT '',
  real_name text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  sex smallint NOT NULL DEFAULT 1,
  user_photo text NOT NULL DEFAULT '',
  personal_sign text NOT NULL DEFAULT '',
  level integer NOT NULL DEFAULT 1,
  is_proxy boolean NOT NULL DEFAULT false,
  is_auth_proxy boolean NOT NULL DEFAULT false,
  -- Betting turnover a player still owes before withdrawing (needPlayPoint); deposits add, bets reduce.
  turnover_required_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX users_account_lower_key ON users (lower(account));
--> statement-breakpoint
CREATE INDEX users_inviter_idx ON users (inviter_id);
--> statement-breakpoint
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- sha256 of the token: a leaked table gives no usable tokens.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
--> statement-breakpoint
CREATE INDEX sessions_live_by_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;
--> statement-breakpoint
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('wallet', 'withdrawal_hold', 'house', 'deposit_clearing', 'fees')),
  user_id bigint REFERENCES users (id),
  balance_minor bigint NOT NULL DEFAULT 0,
  -- Player accounts belong to a player and never go below zero; system accounts belong to nobody.
  CONSTRAINT ledger_accounts_owner CHECK ((user_id IS NOT NULL) = (kind IN ('wallet', 'withdrawal_hold'))),
  CONSTRAINT ledger_accounts_player_non_negative CHECK (user_id IS NULL OR balance_minor >= 0),
  CONSTRAINT ledger_accounts_kind_owner_key UNIQUE NULLS NOT DISTINCT (kind, user_id)
);
--> statement-breakpoint
CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  from_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  to_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  kind text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  reference text NOT NULL DEFAULT '',
  from_balance_after bigint NOT NULL,
  to_balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account_id <> to_account_id)
);
--> statement-breakpoint
CREATE INDEX ledger_transfers_from_idx ON ledger_transfers (from_account_id, id);
--> statement-breakpoint
CREATE INDEX ledger_transfers_to_idx ON ledger_transfers (to_account_id, id);
--> statement-breakpoint
-- Transfers are history: a correction is a new transfer, never an edit.
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are immutable';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
--> statement-breakpoint
INSERT INTO ledger_accounts (kind) VALUES ('house'), ('deposit_clearing'), ('fees');
