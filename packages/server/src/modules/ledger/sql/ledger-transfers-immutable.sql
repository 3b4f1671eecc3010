-- Transfers are history: a correction is a new transfer, never an edit.
CREATE OR REPLACE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are immutable';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_transfers_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
