// A list of sums written short and exactly, as the rules page shows what a bet wins on: a run as
// "14–27", every other sum as "15, 17, … 27".

export function formatSums(sums: readonly number[]): string {
  const [first, second] = sums;
  const last = sums.at(-1);
  if (first === undefined || last === undefined) return '';
  if (second === undefined) return String(first);
  const step = second - first;
  const isEven = sums.every((sum, index) => sum === first + index * step);
  if (isEven && step === 1 && sums.length >= 3) return `${first}–${last}`;
  if (isEven && sums.length >= 4) return `${first}, ${second}, … ${last}`;
  return sums.join(', ');
}
