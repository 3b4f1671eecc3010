-- Staff: the one operator role becomes admin, finance and support (packages/shared api/permissions.ts says
-- what each may do); staff made by `npm run operator` sign in first with a one-time password; deposit and
-- withdrawal approvals above FAIR28_FOUR_EYES_ABOVE wait for a second operator; operators adjust balances.
ALTER TABLE users DROP CONSTRAINT users_role_check;
--> statement-breakpoint
UPDATE users SET role = 'admin' WHERE role = 'operator';
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_role_check
  CHECK (role IN ('player', 'agent', 'admin', 'finance', 'support'));
--> statement-breakpoint
-- Set by `npm run operator -- create|reset`: until the password is changed, the session may only change it,
-- read its own details and log out.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- The first of two approvals of a pending item above the four-eyes amount: the item stays pending (money
-- unmoved) until a different operator approves it too.
ALTER TABLE deposits
  ADD COLUMN first_approved_by bigint REFERENCES users (id),
  ADD COLUMN first_approved_at timestamptz;
--> statement-breakpoint
ALTER TABLE withdrawals
  ADD COLUMN first_approved_by bigint REFERENCES users (id),
  ADD COLUMN first_approved_at timestamptz;
--> statement-breakpoint
-- Adjustments move money between a player's wallet and this system account, so the books still sum to zero
-- and the account's balance is the net of every adjustment ever made.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('wallet', 'withdrawal_hold', 'house', 'deposit_clearing', 'fees', 'adjustments'));
--> statement-breakpoint
INSERT INTO ledger_accounts (kind) VALUES ('adjustments');
--> statement-breakpoint
CREATE TABLE balance_adjustments (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  reason text NOT NULL,
  -- Its first approval: the operator who made it.
  requested_by bigint NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL,
  -- pending (above the four-eyes amount: awaiting a second operator) → applied | rejected. One at or below
  -- the amount is applied as it is made. Each move is a conditional UPDATE from 'pending'.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'rejected')),
  decided_by bigint REFERENCES users (id),
  decision_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  -- Nobody adjusts their own balance.
  CHECK (user_id <> requested_by),
  CHECK (status <> 'applied' OR decided_by IS NOT NULL),
  UNIQUE (requested_by, idempotency_key)
);
--> statement-breakpoint
CREATE INDEX balance_adjustments_status_idx ON balance_adjustments (status, id);
--> statement-breakpoint
CREATE INDEX balance_adjustments_user_idx ON balance_adjustments (user_id, id);
--> statement-breakpoint
-- NULL operator: an action of the server's command line (`npm run operator`), made by whoever runs the server.
ALTER TABLE operator_actions ALTER COLUMN operator_id DROP NOT NULL;
