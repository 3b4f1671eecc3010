-- Responsible play: limits a player sets for themself, their reality-check interval, cool-off and
-- self-exclusion, and play sessions (time played).
--
-- play_limits: one row per player and limit (deposit, loss or stake per day, week or month; the session
-- length in minutes). `value` is in force (NULL: no limit); a raise (or a removal) waits in
-- `pending_value` until `pending_at`, 24 hours after it was asked; a lowering replaces `value` at once and
-- drops any pending raise. What is in force at an instant is one rule, play_limit_at (below).
-- play_breaks: cool-off or self-exclusion, from `starts_at` until `ends_at`; rows are never updated or
-- deleted (a trigger refuses it), so nobody — the player or an operator — can end one early.
-- play_sessions: a stretch of play without a break of 15 minutes; bets and the app's session check extend it.
CREATE TABLE play_limits (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN (
    'deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month',
    'stake_day', 'stake_week', 'stake_month', 'session_minutes')),
  value bigint CHECK (value > 0),
  pending_value bigint CHECK (pending_value > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind),
  CHECK (pending_at IS NOT NULL OR pending_value IS NULL)
);
--> statement-breakpoint
CREATE FUNCTION play_limit_at(value bigint, pending_value bigint, pending_at timestamptz, at timestamptz)
  RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pending_at IS NOT NULL AND pending_at <= at THEN pending_value ELSE value END
$$;
--> statement-breakpoint
CREATE TABLE play_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  reality_check_minutes integer CHECK (reality_check_minutes BETWEEN 5 AND 240),
  updated_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE play_breaks (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('cool_off', 'self_exclusion')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX play_breaks_user_idx ON play_breaks (user_id, ends_at DESC);
--> statement-breakpoint
CREATE FUNCTION play_breaks_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'play_breaks is append-only: a break cannot be changed or ended early';
END
$$;
--> statement-breakpoint
CREATE TRIGGER play_breaks_append_only BEFORE UPDATE OR DELETE ON play_breaks
  FOR EACH ROW EXECUTE FUNCTION play_breaks_append_only();
--> statement-breakpoint
CREATE TRIGGER play_breaks_no_truncate BEFORE TRUNCATE ON play_breaks
  FOR EACH STATEMENT EXECUTE FUNCTION play_breaks_append_only();
--> statement-breakpoint
CREATE TABLE play_sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  started_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL CHECK (last_at >= started_at)
);
--> statement-breakpoint
CREATE INDEX play_sessions_user_idx ON play_sessions (user_id, id DESC);
