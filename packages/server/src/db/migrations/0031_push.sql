-- Web Push (modules/push): the devices a player allowed notifications on, the kinds they switched off, the
-- outbox every accepted push waits in until its push service took it, and the reality checks pushed.
--
-- push_subscriptions: one row per browser subscription (its endpoint, on an allowed push service, and the
-- keys RFC 8291 encrypts to), in the language of the app that made it, under the session signed in there:
-- once that session ends (logout, a password change, signed out elsewhere) the device gets no more pushes.
-- A push service answering 404 or 410 for it removes it, with its waiting pushes.
-- push_muted_kinds: the kinds a player switched off (every kind is on until then).
-- push_outbox: a push for one device, written in the transaction of the change it reports; the push job
-- sends it, leasing it by moving next_at, and deletes it once the push service took it; a failure waits
-- longer each time (attempts), until it is too old to be worth sending.
-- push_reality_checks: how many reality checks were pushed for a play session (play_sessions), so each
-- interval is pushed once on any number of nodes.
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  session_id bigint NOT NULL REFERENCES sessions (id),
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  language text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
--> statement-breakpoint
CREATE TABLE push_muted_kinds (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  PRIMARY KEY (user_id, kind)
);
--> statement-breakpoint
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  kind text NOT NULL,
  args jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  next_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
--> statement-breakpoint
CREATE INDEX push_outbox_next_idx ON push_outbox (next_at);
--> statement-breakpoint
CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id);
--> statement-breakpoint
CREATE TABLE push_reality_checks (
  play_session_id bigint PRIMARY KEY REFERENCES play_sessions (id),
  checks integer NOT NULL CHECK (checks > 0)
);
