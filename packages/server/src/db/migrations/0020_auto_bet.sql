-- Auto-bet: a player's saved bet plans and what each run of a plan bet, round by round.
--
-- auto_bet_plans: the plan (items with their base stakes, rounds, stop-loss and stop-win, flat or doubling
-- after a loss up to max_steps times) and its current run: status, room, run number, why it stopped.
-- Moving a run out of 'running' is a conditional UPDATE, so it stops once on any number of nodes.
-- auto_bet_rounds: one row per run and round the plan bet in, with the place-bet key it used
-- (auto#<plan>#<run>#<round>: '#' is not allowed in a player's own key, so a plan's bets are told apart);
-- the return is filled in once the round is settled or voided.
CREATE TABLE auto_bet_plans (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  items jsonb NOT NULL,
  rounds integer NOT NULL CHECK (rounds BETWEEN 1 AND 1000),
  stop_loss_minor bigint NOT NULL CHECK (stop_loss_minor > 0),
  stop_win_minor bigint NOT NULL CHECK (stop_win_minor > 0),
  progression text NOT NULL CHECK (progression IN ('flat', 'double_after_loss')),
  max_steps smallint NOT NULL CHECK (max_steps BETWEEN 0 AND 6),
  status text NOT NULL DEFAULT 'idle' CHECK (status IN ('idle', 'running', 'stopped')),
  room_id integer REFERENCES rooms (id),
  run_no integer NOT NULL DEFAULT 0,
  started_at timestamptz,
  stopped_at timestamptz,
  stop_reason text CHECK (stop_reason IN (
    'completed', 'stop_loss', 'stop_win', 'requested', 'limit', 'play_break', 'balance', 'room_closed',
    'refused')),
  stop_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'running') = (room_id IS NOT NULL AND stopped_at IS NULL))
);
--> statement-breakpoint
CREATE INDEX auto_bet_plans_user_idx ON auto_bet_plans (user_id, id DESC);
--> statement-breakpoint
CREATE INDEX auto_bet_plans_running_idx ON auto_bet_plans (id) WHERE status = 'running';
--> statement-breakpoint
CREATE TABLE auto_bet_rounds (
  plan_id bigint NOT NULL REFERENCES auto_bet_plans (id),
  run_no integer NOT NULL,
  round_id bigint NOT NULL REFERENCES rounds (id),
  issue bigint NOT NULL,
  request_key text NOT NULL,
  step smallint NOT NULL,
  stake_minor bigint NOT NULL CHECK (stake_minor >= 0),
  return_minor bigint CHECK (return_minor >= 0),
  placed_at timestamptz NOT NULL,
  PRIMARY KEY (plan_id, run_no, round_id)
);
