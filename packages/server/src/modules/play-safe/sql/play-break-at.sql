-- The player's break (cool-off or self-exclusion) running at `at` that ends last, if any.
CREATE OR REPLACE FUNCTION play_break_at(player bigint, at timestamptz)
  RETURNS TABLE (kind text, starts_at timestamptz, ends_at timestamptz)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT b.kind, b.starts_at, b.ends_at FROM play_breaks b
  WHERE b.user_id = player AND b.starts_at <= at AND b.ends_at > at
  ORDER BY b.ends_at DESC, b.id DESC LIMIT 1;
END;
$$;
