import {
  beaconPublicKeyOf,
  beaconRoundAt,
  beaconTimeMs,
  drawKeyOf,
  localChainHash,
  newBeaconSecretKey,
  QUICKNET,
  signBeacon,
} from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { drawKeyFor } from './check-round';
import { isBeaconRoundOfClose, networkOfBeacon, relayLinkOf } from './round-beacon';

// Quicknet's round 1000 as its relays serve it.
const quicknet1000 = {
  chainHash: QUICKNET.chainHash,
  round: 1000,
  time: beaconTimeMs(QUICKNET, 1000),
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  signature:
    'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};
const roundHash = 'e9ae78d8781fe31e835bf0db942bdbdda11682c5b3c9f429571db85167ee960b';

describe("a round's beacon on the verify page", () => {
  it('knows quicknet by its pinned key, links it on the relay the site names, and checks its round', () => {
    const info = { ...QUICKNET, isLocal: false, relayUrl: 'https://api.drand.sh/' };
    expect(networkOfBeacon(quicknet1000, null)).toEqual({ network: QUICKNET, isLocal: false });
    expect(relayLinkOf(quicknet1000, info)).toBe(`https://api.drand.sh/${QUICKNET.chainHash}/public/1000`);
    expect(relayLinkOf(quicknet1000, null)).toBeNull();
    const closedJustBefore = quicknet1000.time - 1500;
    expect(isBeaconRoundOfClose(quicknet1000, QUICKNET, closedJustBefore)).toBe(true);
    expect(isBeaconRoundOfClose(quicknet1000, QUICKNET, quicknet1000.time + 1)).toBe(false);
    // The site cannot swap quicknet's key for its own.
    expect(
      networkOfBeacon(quicknet1000, { ...info, publicKey: beaconPublicKeyOf(newBeaconSecretKey()) }),
    ).toBeNull();
  });

  it("knows the site's stand-in only from its info, and links no relay for it", () => {
    const secretKey = newBeaconSecretKey();
    const publicKey = beaconPublicKeyOf(secretKey);
    const network = {
      chainHash: localChainHash(publicKey, 1_700_000_000, 3),
      publicKey,
      genesisTime: 1_700_000_000,
      periodSeconds: 3,
    };
    const round = beaconRoundAt(network, 1_800_000_000_000);
    const beacon = {
      ...signBeacon(secretKey, round),
      chainHash: network.chainHash,
      time: beaconTimeMs(network, round),
    };
    expect(networkOfBeacon(beacon, null)).toBeNull();
    expect(networkOfBeacon(beacon, { ...network, isLocal: true, relayUrl: null })).toMatchObject({
      isLocal: true,
    });
    expect(relayLinkOf(beacon, { ...network, isLocal: true, relayUrl: null })).toBeNull();
  });

  it('draws from the round hash joined with the beacon, or from the hash alone before beacons', () => {
    expect(drawKeyFor(roundHash, quicknet1000)).toBe(drawKeyOf(roundHash, quicknet1000.randomness));
    expect(drawKeyFor(roundHash, null)).toBe(roundHash);
    expect(drawKeyFor('not a hash', null)).toBeNull();
    expect(drawKeyFor(roundHash, { ...quicknet1000, randomness: 'zz' })).toBeNull();
  });
});
