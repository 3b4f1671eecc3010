-- A break is never updated or deleted, so nobody (the player or an operator) can end one early.
CREATE OR REPLACE FUNCTION play_breaks_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'play_breaks is append-only: a break cannot be changed or ended early';
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER play_breaks_append_only BEFORE UPDATE OR DELETE ON play_breaks
  FOR EACH ROW EXECUTE FUNCTION play_breaks_append_only();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER play_breaks_no_truncate BEFORE TRUNCATE ON play_breaks
  FOR EACH STATEMENT EXECUTE FUNCTION play_breaks_append_only();
