// A drand relay for tests: a real HTTP server speaking drand's API (`/{chainHash}/public/{round}`) for a
// beacon network of the test's own, signed with a test key on the test's clock. What it answers is set per
// relay and may change while a test runs: the beacon, nothing yet, a forged beacon, an error, or no answer.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Beacon,
  type BeaconNetwork,
  beaconPublicKeyOf,
  beaconTimeMs,
  localChainHash,
  newBeaconSecretKey,
  signBeacon,
} from '@fair28/shared';

/** A beacon network of the test's own: its key signs, its public key checks. */
export type TestBeaconNetwork = { network: BeaconNetwork; sign(round: number): Beacon };

export function testBeaconNetwork(genesisTime: number, periodSeconds = 3): TestBeaconNetwork {
  const secretKey = newBeaconSecretKey();
  const publicKey = beaconPublicKeyOf(secretKey);
  return {
    network: {
      chainHash: localChainHash(publicKey, genesisTime, periodSeconds),
      publicKey,
      genesisTime,
      periodSeconds,
    },
    sign: (round) => signBeacon(secretKey, round),
  };
}

/**
 * honest: the beacon once its time has come, 425 before (as drand's relays); silent: 425 always (a network
 * that stopped emitting); forged: a beacon signed by another key; failing: HTTP 500; hanging: no answer.
 */
export type RelayMode = 'honest' | 'silent' | 'forged' | 'failing' | 'hanging';

export type TestRelay = {
  url: string;
  mode: RelayMode;
  /** The rounds asked for, in order. */
  readonly asked: number[];
  close(): Promise<void>;
};

export async function startTestRelay(
  beacon: TestBeaconNetwork,
  now: () => Date,
  mode: RelayMode = 'honest',
): Promise<TestRelay> {
  const forger = testBeaconNetwork(beacon.network.genesisTime, beacon.network.periodSeconds);
  const path = new RegExp(`^/${beacon.network.chainHash}/public/(\\d+)$`);
  const relay = { mode, asked: [] as number[] };
  const server = createServer((request, response) => {
    const round = Number(path.exec(request.url ?? '')?.[1] ?? Number.NaN);
    if (!Number.isSafeInteger(round)) return response.writeHead(404).end();
    relay.asked.push(round);
    const isDue = beaconTimeMs(beacon.network, round) <= now().getTime();
    switch (relay.mode) {
      case 'hanging':
        return;
      case 'failing':
        return response.writeHead(500).end('internal error');
      case 'silent':
        return response.writeHead(425).end('too early');
      case 'honest':
      case 'forged': {
        if (!isDue) return response.writeHead(425).end('too early');
        const answer = (relay.mode === 'honest' ? beacon : forger).sign(round);
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      }
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(relay, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}
