-- The operator console: an append-only audit log with what changed (before and after), the operator's
-- address; staff sessions that end when idle; an optional TOTP second factor for staff accounts.
ALTER TABLE operator_actions ADD COLUMN before jsonb;
--> statement-breakpoint
ALTER TABLE operator_actions ADD COLUMN after jsonb;
--> statement-breakpoint
ALTER TABLE operator_actions ADD COLUMN ip text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE INDEX operator_actions_operator_idx ON operator_actions (operator_id, id);
--> statement-breakpoint
CREATE INDEX operator_actions_created_idx ON operator_actions (created_at);
--> statement-breakpoint
-- Nobody edits or removes what an operator did, not even the server: the log is only ever added to.
CREATE FUNCTION operator_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operator audit log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operator_actions_no_update_or_delete
  BEFORE UPDATE OR DELETE ON operator_actions
  FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only();
--> statement-breakpoint
CREATE TRIGGER operator_actions_no_truncate
  BEFORE TRUNCATE ON operator_actions
  FOR EACH STATEMENT EXECUTE FUNCTION operator_actions_append_only();
--> statement-breakpoint
-- A staff session ends after FAIR28_STAFF_IDLE_MINUTES without a call; player sessions ignore it.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
-- The TOTP secret, sealed under FAIR28_TOTP_KEY (never in the clear); it counts once confirmed with a code.
-- totp_last_step: the time step of the last code accepted, so one code never signs in twice.
ALTER TABLE users ADD COLUMN totp_secret_sealed text;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN totp_enabled boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN totp_last_step bigint;
