// A collection's files: the outcomes (CSV), the raw byte stream and the manifest that names and hashes them.
// The collector writes them and the report reads them, through these definitions alone.
import { GAME_LAYOUTS, type GameLayout, type RoundDigits } from '@fair28/shared';
import { z } from 'zod';
import type { CollectedRound } from './collect-rounds';

export const OUTCOMES_FILE = 'draws.csv';
export const STREAM_FILE = 'draw-stream.bin';
export const MANIFEST_FILE = 'manifest.json';

const HEX_32 = z.string().regex(/^[0-9a-f]{64}$/);
const ZFileEntry = z.object({ bytes: z.number().int().nonnegative(), sha256: HEX_32 });

export const ZManifest = z.object({
  format: z.literal('fair28-rng-collection/1'),
  draws: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  wallSeconds: z.number().nonnegative(),
  code: z.object({ commit: z.string(), hasLocalChanges: z.boolean() }),
  chain: z.object({
    terminatingHash: HEX_32,
    /** Revealed: every round of the chain is drawn, so the seed tells nothing new (docs/FAIRNESS.md §1). */
    seed: z.string().regex(/^[0-9a-f]{64,}$/),
  }),
  beacon: z.object({
    scheme: z.string(),
    publicKey: z.string().regex(/^[0-9a-f]{192}$/),
    /** Revealed with the seed, so anyone can sign the same beacons again and rebuild every file. */
    secretKey: HEX_32,
  }),
  signingThreads: z.number().int().nonnegative(),
  files: z.object({ [OUTCOMES_FILE]: ZFileEntry, [STREAM_FILE]: ZFileEntry }),
});
export type Manifest = z.infer<typeof ZManifest>;

const DIGIT_COLUMNS = GAME_LAYOUTS.flatMap((layout) =>
  ['a', 'b', 'c', 'sum'].map((name) => `${layout}_${name}`),
);

export const OUTCOMES_HEADER = [
  'round',
  'round_hash',
  'beacon_round',
  'beacon_signature',
  'beacon_randomness',
  'draw_key',
  'draw_order',
  'numbers',
  ...DIGIT_COLUMNS,
].join(',');

/** One CSV line; lists of numbers are space-separated inside their field. */
export function outcomeLine(round: CollectedRound): string {
  const digits = GAME_LAYOUTS.flatMap((layout) => {
    const { a, b, c, sum } = round.digits[layout];
    return [a, b, c, sum];
  });
  return [
    round.round,
    round.roundHash,
    round.beacon.round,
    round.beacon.signature,
    round.beacon.randomness,
    round.drawKey,
    round.drawOrder.join(' '),
    round.numbers.join(' '),
    ...digits,
  ].join(',');
}

export type OutcomeRow = Omit<CollectedRound, 'streamBytes'>;

export function parseOutcomeLine(line: string): OutcomeRow {
  const fields = line.split(',');
  if (fields.length !== 8 + DIGIT_COLUMNS.length) throw new Error(`not a row of ${OUTCOMES_FILE}: ${line}`);
  const [round, roundHash, beaconRound, signature, randomness, drawKey, drawOrder, numbers] = fields;
  const integers = (text: string | undefined) => (text ?? '').split(' ').map(Number);
  const digitFields = fields.slice(8).map(Number);
  const digits = Object.fromEntries(
    GAME_LAYOUTS.map((layout, index) => {
      const [a = 0, b = 0, c = 0, sum = 0] = digitFields.slice(index * 4, index * 4 + 4);
      return [layout, { a, b, c, sum }];
    }),
  ) as Record<GameLayout, RoundDigits>;
  return {
    round: Number(round),
    roundHash: roundHash ?? '',
    beacon: { round: Number(beaconRound), signature: signature ?? '', randomness: randomness ?? '' },
    drawKey: drawKey ?? '',
    drawOrder: integers(drawOrder),
    numbers: integers(numbers),
    digits,
  };
}
