// A beacon network of a test's own (the same BLS scheme as drand's quicknet, signed in the test) and the
// redraw of rounds the scheduler has drawn but not settled with it, as a server with a beacon draws them:
// the beacon named by the round's close, the numbers drawn from the draw key, the digits from the numbers.
import {
  type BeaconNetwork,
  beaconPublicKeyOf,
  beaconRoundAt,
  digitsOf,
  drawKeyOf,
  drawRound,
  type GameLayout,
  localChainHash,
  newBeaconSecretKey,
  QUICKNET,
  signBeacon,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';
import type { AppContext } from '../kernel/context';

export type StandInBeacon = {
  network: BeaconNetwork;
  secretKey: Uint8Array;
  /** What the app's context knows: this network and quicknet. */
  networks: AppContext['beacons'];
};

export function standInBeacon(genesisTime: number): StandInBeacon {
  const secretKey = newBeaconSecretKey();
  const publicKey = beaconPublicKeyOf(secretKey);
  const network = {
    chainHash: localChainHash(publicKey, genesisTime, 3),
    publicKey,
    genesisTime,
    periodSeconds: 3,
  };
  const known = [network, QUICKNET];
  return {
    network,
    secretKey,
    networks: { networkOf: (chainHash) => known.find((candidate) => candidate.chainHash === chainHash) },
  };
}

/** Gives every drawn, unsettled round without a beacon its beacon and the result drawn with it. */
export async function drawWithBeacon(db: Database, beacon: StandInBeacon): Promise<number> {
  const rounds = await queryRows<{
    id: bigint;
    round_hash: string;
    closes_at: Date | string;
    layout: GameLayout;
  }>(
    db.orm,
    sql`SELECT r.id, r.round_hash, r.closes_at, g.layout FROM rounds r JOIN game_types g ON g.id = r.game_type_id
        WHERE r.status = 'drawn' AND r.beacon_signature IS NULL`,
  );
  for (const round of rounds) {
    const signed = signBeacon(
      beacon.secretKey,
      beaconRoundAt(beacon.network, new Date(round.closes_at).getTime()),
    );
    const { numbers } = drawRound(drawKeyOf(round.round_hash, signed.randomness));
    const digits = digitsOf(numbers, round.layout);
    await db.orm.execute(sql`
      UPDATE rounds SET beacon_chain_hash = ${beacon.network.chainHash}, beacon_round = ${signed.round},
             beacon_signature = ${signed.signature}, beacon_randomness = ${signed.randomness},
             numbers = ${`{${numbers.join(',')}}`}::smallint[], digit_a = ${digits.a}, digit_b = ${digits.b},
             digit_c = ${digits.c}, sum = ${digits.sum}
      WHERE id = ${Number(round.id)}`);
  }
  return rounds.length;
}
