-- The player's play from `from_at` to `to_at` (both included): bets placed (and not cancelled or voided),
-- their stakes, the stakes of those whose round is not settled yet, and the net of the rounds settled
-- (returns less stakes). What the stake and loss limits count, and the player's own figures.
CREATE OR REPLACE FUNCTION play_money(player bigint, from_at timestamptz, to_at timestamptz)
  RETURNS TABLE (bet_count integer, stakes bigint, pending bigint, net bigint)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT
    (SELECT count(*)::integer FROM bets b
      WHERE b.user_id = player AND b.status = 'placed' AND b.created_at >= from_at AND b.created_at <= to_at),
    (SELECT coalesce(sum(b.stake_minor), 0)::bigint FROM bets b
      WHERE b.user_id = player AND b.status = 'placed' AND b.created_at >= from_at AND b.created_at <= to_at),
    (SELECT coalesce(sum(b.stake_minor), 0)::bigint FROM bets b JOIN rounds r ON r.id = b.round_id
      WHERE b.user_id = player AND b.status = 'placed' AND r.status <> 'settled'
        AND b.created_at >= from_at AND b.created_at <= to_at),
    (SELECT coalesce(sum(p.payout_minor + p.refund_minor - p.stake_minor), 0)::bigint
       FROM round_player_results p
      WHERE p.user_id = player AND p.settled_at >= from_at AND p.settled_at <= to_at);
END;
$$;
