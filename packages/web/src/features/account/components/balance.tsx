// A balance from the wire (decimal string) in the display format of spec §9: ¥, thousands, 2 places.

import { formatMoney } from '@fair28/shared';

export function Balance({ amount, className }: { amount: string; className?: string }) {
  let text: string;
  try {
    text = formatMoney(amount);
  } catch {
    // Not an amount: show what the server sent rather than an invented number.
    text = amount;
  }
  return <span className={className}>{text}</span>;
}
