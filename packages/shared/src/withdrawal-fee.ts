// A withdrawal's fee, which the server charges and the app previews before the player sends the code:
// one rule, so that the figure shown is the figure taken.

/** The fee rule in minor units: the percentage as basis points (1.50 % is 150) and the least fee. */
export type WithdrawalFeeRule = { feeBasisPoints: bigint; minFeeMinor: bigint };

/** The fee: the percentage of the amount, rounded half up to a cent, but at least the minimum fee. */
export function withdrawalFee(amountMinor: bigint, rule: WithdrawalFeeRule): bigint {
  const percentFee = (amountMinor * rule.feeBasisPoints + 5_000n) / 10_000n;
  return percentFee > rule.minFeeMinor ? percentFee : rule.minFeeMinor;
}
