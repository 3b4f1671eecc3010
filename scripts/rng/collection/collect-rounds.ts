// Rounds made the way production makes them: round n's hash from the chain (the server's own chain code),
// a beacon signed for it, the draw key joining the two, and the draw, with the bytes the draw read.
import {
  type Beacon,
  digitsOf,
  drawKeyOf,
  drawOrderFrom,
  drawRound,
  GAME_LAYOUTS,
  type GameLayout,
  type RoundDigits,
} from '@fair28/shared';
import { roundHashFor } from '../../../packages/server/src/modules/fairness/chain';
import type { DrawOutcome } from '../statistics/draw-tally';
import type { BeaconSigner } from './beacon-signer';
import { RecordingByteStream } from './recording-stream';

export type CollectedRound = DrawOutcome & {
  /** Game round n = 1 .. N, drawn from hash_n; its beacon is beacon round n. */
  readonly round: number;
  readonly roundHash: string;
  readonly beacon: Beacon;
  readonly drawKey: string;
  /** Every byte of the draw key's stream the draw read, in order. */
  readonly streamBytes: Uint8Array;
};

/** Signatures asked for at a time, and how many such batches are in flight at once per signing thread. */
const BATCH_ROUNDS = 500;
const BATCHES_AHEAD = 3;

export async function* collectRounds(options: {
  seedHex: string;
  rounds: number;
  signer: BeaconSigner;
  signingThreads: number;
}): AsyncGenerator<CollectedRound> {
  const { seedHex, rounds, signer } = options;
  const secret = { seedHex, length: rounds };
  const batches: Promise<Beacon[]>[] = [];
  let nextBatchRound = 1;
  const requestBatches = () => {
    while (batches.length < BATCHES_AHEAD * options.signingThreads && nextBatchRound <= rounds) {
      const count = Math.min(BATCH_ROUNDS, rounds - nextBatchRound + 1);
      batches.push(signer.sign(nextBatchRound, count));
      nextBatchRound += count;
    }
  };
  let round = 1;
  while (round <= rounds) {
    requestBatches();
    const beacons = (await batches.shift()) ?? [];
    for (const beacon of beacons) {
      yield roundOf(round, roundHashFor(secret, round), beacon);
      round++;
    }
  }
}

function roundOf(round: number, roundHash: string, beacon: Beacon): CollectedRound {
  const drawKey = drawKeyOf(roundHash, beacon.randomness);
  const draw = drawRound(drawKey);
  const recording = new RecordingByteStream(drawKey);
  if (drawOrderFrom(recording).join() !== draw.drawOrder.join()) {
    throw new Error(`round ${round}: the recorded stream does not give the production draw`);
  }
  const digits = Object.fromEntries(
    GAME_LAYOUTS.map((layout) => {
      const { a, b, c, sum } = digitsOf(draw.numbers, layout);
      return [layout, { a, b, c, sum }];
    }),
  ) as Record<GameLayout, RoundDigits>;
  return {
    round,
    roundHash,
    beacon,
    drawKey,
    drawOrder: draw.drawOrder,
    numbers: draw.numbers,
    digits,
    streamBytes: recording.recorded(),
  };
}
