// One key per confirmed bet slip: sent with the bets and again on every retry of that slip, so a call
// whose answer was lost is answered, not placed twice (docs/PROTOCOL.md: 8–64 of A–Z a–z 0–9 _ . : -).

export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replaceAll('-', '')
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `bet-${random}`.slice(0, 64);
}
