-- A new payout account (a bound or changed bank card, a USDT address) receives withdrawals only from
-- usable_from: FAIR28_PAYOUT_HOLD_HOURS after it was added, so a stolen login cannot send money away at
-- once and the player, notified, has time to react. Accounts that exist already are usable now.
ALTER TABLE bank_cards ADD COLUMN usable_from timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
ALTER TABLE usdt_addresses ADD COLUMN usable_from timestamptz NOT NULL DEFAULT now();
