// The beacon as anyone reaches it: our own beacon (FAIR28_BEACON=local) kept per database and served in
// drand's HTTP API, which the drand client reads back over a real port; the public beacon info call; the
// client passing over relays that fail, hang or forge; and quicknet read through the configured relays.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BEACON_SCHEME, beaconFault, beaconTimeMs, calls, QUICKNET } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/database';
import { startTestRelay, testBeaconNetwork } from '../../test/drand-relay';
import { testClock } from '../../test/game';
import { call, startPeerNode, startTestApp, type TestApp } from '../../test/helper';
import { drandClient, type RelayFault } from './drand-client';
import { BeaconKeyError, beaconSource } from './service';

const clock = testClock();
let test: TestApp;
let origin: string;

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
  origin = (await test.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
});
afterAll(() => test.close());

describe('our own beacon', () => {
  it('is made at the first start, from then on, and kept: every node on the database signs the same', async () => {
    const { network, isLocal } = test.app.ctx.beacons;
    expect(isLocal).toBe(true);
    expect(network).toMatchObject({ genesisTime: Math.floor(clock.time / 1000), periodSeconds: 3 });
    const peer = await startPeerNode(test);
    try {
      expect(peer.app.ctx.beacons.network).toEqual(network);
      expect(await peer.app.ctx.beacons.fetch(7)).toEqual(await test.app.ctx.beacons.fetch(7));
    } finally {
      await peer.close();
    }
    // Its secret key is kept sealed under the chain key: another key cannot open it, and says so at start.
    const [kept] = await queryRows<{ secret: string }>(
      test.db.orm,
      sql`SELECT secret FROM realtime_keys WHERE name = 'beacon.local'`,
    );
    expect(kept?.secret.startsWith(`bls1.${network.genesisTime}.${network.publicKey}.`)).toBe(true);
    const otherKey = loadConfig({ FAIR28_CHAIN_KEY: 'ab'.repeat(32) });
    const opening = beaconSource({ config: otherKey, db: test.db, now: clock.now, onRelayFault() {} });
    await expect(opening).rejects.toBeInstanceOf(BeaconKeyError);
  });

  it("is served in drand's HTTP API, which the drand client reads and verifies", async () => {
    const { network } = test.app.ctx.beacons;
    const info = await fetch(`${origin}/drand/${network.chainHash}/info`);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({
      public_key: network.publicKey,
      period: 3,
      genesis_time: network.genesisTime,
      hash: network.chainHash,
      schemeID: BEACON_SCHEME,
      metadata: { beaconID: 'fair28-local' },
    });

    const faults: RelayFault[] = [];
    const read = drandClient({
      network,
      relays: [`${origin}/drand`],
      timeoutMs: 2000,
      onRelayFault: (fault) => faults.push(fault),
    });
    clock.set(beaconTimeMs(network, 40));
    const beacon = await read(40);
    expect(beacon).toEqual(await test.app.ctx.beacons.fetch(40));
    expect(beacon && beaconFault(network, beacon, 40)).toBeNull();
    // A round whose time has not come: 425, as drand's relays answer; the client waits, no fault.
    expect(await read(41)).toBeNull();
    expect(faults).toEqual([]);
    expect((await fetch(`${origin}/drand/${network.chainHash}/public/41`)).status).toBe(425);
    const latest = await fetch(`${origin}/drand/${network.chainHash}/public/latest`);
    expect(await latest.json()).toEqual(beacon);
    expect((await fetch(`${origin}/drand/${network.chainHash}/public/0`)).status).toBe(400);
    expect((await fetch(`${origin}/drand/${network.chainHash}/public/one`)).status).toBe(400);
    expect((await fetch(`${origin}/drand/${QUICKNET.chainHash}/public/40`)).status).toBe(404);
    expect((await fetch(`${origin}/drand/${QUICKNET.chainHash}/info`)).status).toBe(404);
  });

  it('is described by the public beacon info call, over POST and as plain JSON over GET', async () => {
    const { network } = test.app.ctx.beacons;
    const expected = {
      chainHash: network.chainHash,
      publicKey: network.publicKey,
      genesisTime: network.genesisTime,
      periodSeconds: 3,
      isLocal: true,
      relayUrl: null,
    };
    expect(await call(test, calls.beaconInfo, {})).toEqual(expected);
    const plain = await fetch(`${origin}${calls.beaconInfo.path}`);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await plain.json()).toEqual(expected);
  });
});

describe('the drand client', () => {
  it('passes over a relay that fails, hangs or forges, each reported, and takes the next one’s beacon', async () => {
    const beacon = testBeaconNetwork(Math.floor(clock.time / 1000) - 600);
    const relays = await Promise.all(
      (['failing', 'hanging', 'forged', 'honest'] as const).map((mode) =>
        startTestRelay(beacon, clock.now, mode),
      ),
    );
    try {
      const faults: RelayFault[] = [];
      const read = drandClient({
        network: beacon.network,
        relays: relays.map((relay) => relay.url),
        timeoutMs: 200,
        onRelayFault: (fault) => faults.push(fault),
      });
      expect(await read(100)).toEqual(beacon.sign(100));
      expect(faults.map(({ fault, problem }) => [fault, problem])).toEqual([
        ['unreachable', 'HTTP 500'],
        ['unreachable', 'no answer within 200 ms'],
        ['invalid', "the signature does not verify against the network's public key"],
      ]);
      expect(relays.map((relay) => relay.asked)).toEqual([[100], [100], [100], [100]]);
    } finally {
      await Promise.all(relays.map((relay) => relay.close()));
    }
  });

  it('reads quicknet through the configured relays, verifying real beacons against the pinned key', async () => {
    // Round 1000 of quicknet as its relays serve it (the shared beacon tests check the same).
    const round1000 = {
      round: 1000,
      randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
      signature:
        'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
      previous_signature: '',
    };
    const paths: string[] = [];
    const relay = createServer((request, response) => {
      paths.push(request.url ?? '');
      const isRound1000 = request.url === `/${QUICKNET.chainHash}/public/1000`;
      response.writeHead(isRound1000 ? 200 : 425).end(isRound1000 ? JSON.stringify(round1000) : '');
    });
    relay.listen(0, '127.0.0.1');
    await once(relay, 'listening');
    try {
      const url = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
      const config = loadConfig({ FAIR28_BEACON: 'quicknet', FAIR28_DRAND_RELAYS: `${url}/` });
      const faults: RelayFault[] = [];
      const quicknet = await beaconSource({
        config,
        db: test.db,
        now: clock.now,
        onRelayFault: (fault) => faults.push(fault),
      });
      expect(quicknet).toMatchObject({ network: QUICKNET, isLocal: false, relayUrl: 'https://api.drand.sh' });
      const { previous_signature: _chained, ...beacon } = round1000;
      expect(await quicknet.fetch(1000)).toEqual(beacon);
      expect(await quicknet.fetch(1001)).toBeNull();
      expect(paths).toEqual([`/${QUICKNET.chainHash}/public/1000`, `/${QUICKNET.chainHash}/public/1001`]);
      expect(faults).toEqual([]);
      // Rounds this database's own beacon decided before the switch still have their times.
      const own = test.app.ctx.beacons.network;
      expect(quicknet.networkOf(own.chainHash)).toEqual(own);
    } finally {
      relay.close();
    }
  });
});
