-- Nobody edits or removes what an operator did, not even the server: the log is only ever added to.
CREATE OR REPLACE FUNCTION operator_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operator audit log is append-only';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER operator_actions_no_update_or_delete
  BEFORE UPDATE OR DELETE ON operator_actions
  FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER operator_actions_no_truncate
  BEFORE TRUNCATE ON operator_actions
  FOR EACH STATEMENT EXECUTE FUNCTION operator_actions_append_only();
