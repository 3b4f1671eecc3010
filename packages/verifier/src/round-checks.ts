// A round's own record (docs/FAIRNESS.md §2–3): a drawn round has its hash, 20 numbers, digits and sum, a
// voided one none of them; the numbers are the keno draw of its draw key (its hash joined with its beacon,
// or its hash alone before beacons), and the digits and sum follow from them in its layout. The draw and the
// digits are the shared game code's, the same the server draws by.
import {
  digitsOf,
  drawKeyOf,
  drawRound,
  isRoundHash,
  KENO_DRAW_COUNT,
  type TRoundHistoryEntry,
} from '@fair28/shared';
import { roundDiscrepancy } from './discrepancy';

export type DrawnRound = TRoundHistoryEntry & {
  roundHash: string;
  a: number;
  b: number;
  c: number;
  sum: number;
};

/** A drawn round with everything its check needs, or a voided one with nothing drawn; else a discrepancy. */
export function checkRecord(round: TRoundHistoryEntry): round is DrawnRound {
  if (round.status === 'void') {
    if (round.roundHash !== null || round.numbers.length > 0 || round.sum !== null) {
      throw roundDiscrepancy('round-record', round, 'it is void yet shows a drawn result');
    }
    if (round.totals !== null) throw roundDiscrepancy('totals', round, 'it is void yet shows settled totals');
    return false;
  }
  const { roundHash, a, b, c, sum } = round;
  if (roundHash === null || !isRoundHash(roundHash)) {
    throw roundDiscrepancy(
      'round-record',
      round,
      `it is ${round.status} without a round hash of 64 hex digits`,
    );
  }
  if (round.numbers.length !== KENO_DRAW_COUNT || a === null || b === null || c === null || sum === null) {
    throw roundDiscrepancy(
      'round-record',
      round,
      `it is ${round.status} without its 20 numbers, digits and sum`,
    );
  }
  if ((round.status === 'settled') !== (round.totals !== null)) {
    throw roundDiscrepancy(
      'totals',
      round,
      round.status === 'settled'
        ? 'it is settled without its totals'
        : 'it shows totals before it is settled',
    );
  }
  return true;
}

/** The numbers are the draw of the round's draw key; the digits and sum follow from them. */
export function checkDraw(round: DrawnRound): void {
  const drawKey = round.beacon ? drawKeyOf(round.roundHash, round.beacon.randomness) : round.roundHash;
  const { numbers } = drawRound(drawKey);
  if (numbers.some((number, i) => round.numbers[i] !== number)) {
    throw roundDiscrepancy(
      'numbers',
      round,
      `its draw key gives ${numbers.join(' ')}; the site shows ${round.numbers.join(' ')}`,
    );
  }
  const digits = digitsOf(numbers, round.layout);
  if (digits.a !== round.a || digits.b !== round.b || digits.c !== round.c || digits.sum !== round.sum) {
    throw roundDiscrepancy(
      'digits',
      round,
      `its numbers give ${digits.a} + ${digits.b} + ${digits.c} = ${digits.sum} in the ${round.layout} layout; the site shows ${round.a} + ${round.b} + ${round.c} = ${round.sum}`,
    );
  }
}
