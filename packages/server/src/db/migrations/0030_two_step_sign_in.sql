-- Two-step sign-in for every account (players as well as staff) and the devices a player signs in on.
-- known_devices: a browser a player signed in on, known by a random device token it keeps (stored hashed);
-- a device that passed the authenticator's code is trusted (no code asked) until trusted_until.
-- sign_in_challenges: the password step of an account with two-step sign-in on, waiting for its code;
-- short-lived, used once, with its wrong attempts counted.
-- two_factor_recovery_codes: the codes that stand in for the authenticator once each, stored as keyed hashes.
-- sessions.device_id: the device a session was started on ("this device", the new-device message).
CREATE TABLE known_devices (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  trusted_until timestamptz
);
--> statement-breakpoint
CREATE INDEX known_devices_by_user_idx ON known_devices (user_id);
--> statement-breakpoint
CREATE TABLE sign_in_challenges (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  device_id bigint REFERENCES known_devices (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX sign_in_challenges_by_user_idx ON sign_in_challenges (user_id);
--> statement-breakpoint
CREATE TABLE two_factor_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  CONSTRAINT two_factor_recovery_codes_user_code_key UNIQUE (user_id, code_hash)
);
--> statement-breakpoint
ALTER TABLE sessions ADD COLUMN device_id bigint REFERENCES known_devices (id);
