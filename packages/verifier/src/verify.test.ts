// The verifier on records made here with the shared game code: two chains of a game (one spent, its seed
// shown), rounds before beacons then with a stand-in beacon, a voided round, bets' totals and statistics. The
// record passes whole; each way of tampering with it is caught, named, at the round it touches.
import {
  beaconPublicKeyOf,
  beaconRoundAt,
  beaconTimeMs,
  digitsOf,
  drawKeyOf,
  drawRound,
  formatMinor,
  generateHashChain,
  historyCursorOf,
  localChainHash,
  newBeaconSecretKey,
  roundHashOf,
  signBeacon,
  type TRoundHistoryEntry,
} from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { fileSource, type RecordFile } from './record-file';
import type { RecordSource } from './source';
import { verifyRecord } from './verify';

const ROUND_MS = 20_000;
const FIRST_ISSUE = 90_000_001;
const CHAIN_LENGTH = 10;
const secretKey = newBeaconSecretKey();
const publicKey = beaconPublicKeyOf(secretKey);
const genesisTime = 1_800_000_000;
const network = {
  chainHash: localChainHash(publicKey, genesisTime, 3),
  publicKey,
  genesisTime,
  periodSeconds: 3,
};
const seeds = ['5eed'.repeat(16), 'beef'.repeat(16)];

/** 18 rounds over two chains: the first 4 before beacons, the 7th voided, the rest with bets every other. */
function makeRecord(): RecordFile {
  const chains = seeds.map((seed, i) => {
    const firstIssue = FIRST_ISSUE + i * CHAIN_LENGTH;
    return {
      chainId: i + 1,
      gameTypeId: 3,
      gameTypeCode: 'fast',
      terminatingHash: generateHashChain(seed, CHAIN_LENGTH).terminatingHash,
      length: CHAIN_LENGTH,
      firstIssue: String(firstIssue),
      lastIssue: String(firstIssue + CHAIN_LENGTH - 1),
      createdAt: (firstIssue - 3) * ROUND_MS,
      state: i === 0 ? ('spent' as const) : ('active' as const),
      seed: i === 0 ? seed : null,
    };
  });
  const rounds: TRoundHistoryEntry[] = [];
  for (let n = 0; n < 18; n++) {
    const issue = FIRST_ISSUE + n;
    const chainIndex = (n % CHAIN_LENGTH) + 1;
    const roundHash = roundHashOf(
      generateHashChain(seeds[Math.floor(n / CHAIN_LENGTH)] ?? '', CHAIN_LENGTH),
      chainIndex,
    );
    const opensAt = (issue - 1) * ROUND_MS;
    const closesAt = issue * ROUND_MS - 5000;
    const base = {
      roundId: 1000 + n,
      gameTypeId: 3,
      gameTypeCode: 'fast',
      layout: 'canada' as const,
      issue: String(issue),
      chainId: Math.floor(n / CHAIN_LENGTH) + 1,
      chainIndex,
      opensAt,
      closesAt,
      drawsAt: issue * ROUND_MS,
    };
    if (n === 6) {
      rounds.push({
        ...base,
        roundHash: null,
        beacon: null,
        numbers: [],
        a: null,
        b: null,
        c: null,
        sum: null,
        status: 'void',
        voidReason: 'operator',
        settledAt: null,
        voidedAt: closesAt - 1000,
        totals: null,
      });
      continue;
    }
    const signed = n >= 4 ? signBeacon(secretKey, beaconRoundAt(network, closesAt)) : null;
    const beacon = signed && {
      ...signed,
      chainHash: network.chainHash,
      time: beaconTimeMs(network, signed.round),
    };
    const { numbers } = drawRound(beacon ? drawKeyOf(roundHash, beacon.randomness) : roundHash);
    const { a, b, c, sum } = digitsOf(numbers, 'canada');
    const hasBets = n % 2 === 0;
    rounds.push({
      ...base,
      roundHash,
      beacon,
      numbers: [...numbers],
      a,
      b,
      c,
      sum,
      status: 'settled',
      voidReason: null,
      settledAt: issue * ROUND_MS + 1,
      voidedAt: null,
      totals: {
        betCount: hasBets ? 2 : 0,
        players: hasBets ? 1 : 0,
        stakes: hasBets ? '20.00' : '0.00',
        payouts: hasBets ? '19.80' : '0.00',
      },
    });
  }
  const withBets = rounds.filter((round) => (round.totals?.players ?? 0) > 0).length;
  const figures = {
    roundsWithBets: withBets,
    stakes: formatMinor(2000n * BigInt(withBets)),
    payouts: formatMinor(1980n * BigInt(withBets)),
    houseResult: '0.00',
    players: 1,
    actualRtp: null,
    theoreticalRtp: null,
    rtpBand: null,
  };
  return {
    format: 'fair28-record',
    version: 1,
    site: 'test',
    recordedAt: (FIRST_ISSUE + 20) * ROUND_MS,
    beaconInfo: { ...network, isLocal: true, relayUrl: null },
    chains,
    rounds,
    stats: {
      generatedTime: new Date((FIRST_ISSUE + 19) * ROUND_MS).toISOString(),
      gameTypes: [
        { gameTypeId: 3, gameTypeName: 'Fast', roundsDrawn: 17, roundsVoidedNoBeacon: 0, figures, rooms: [] },
      ],
      totals: { stakes: figures.stakes, payouts: figures.payouts, houseResult: '0.00' },
      withdrawals: { pending: 0, paidLast30Days: 0, medianSecondsToPay: null },
    },
  };
}

const verify = (record: RecordFile) => verifyRecord(fileSource(record, 'test'));

/** The record with round `n` (0-based) changed. */
function withRound(n: number, change: (round: TRoundHistoryEntry) => TRoundHistoryEntry): RecordFile {
  const record = makeRecord();
  record.rounds = record.rounds.map((round, i) => (i === n ? change(round) : round));
  return record;
}

describe('the verifier', () => {
  it('passes a whole record: chains, seeds, beacons, draws and statistics', async () => {
    const report = await verify(makeRecord());
    expect(report.discrepancy).toBeNull();
    expect(report.rounds).toEqual({
      checked: 18,
      drawn: 17,
      voided: 1,
      quicknet: 0,
      standIn: 13,
      beforeBeacons: 4,
    });
    expect(report).toMatchObject({
      chains: 2,
      seedsChecked: 1,
      isStatisticsMatched: true,
      standInChainHash: network.chainHash,
    });
  });

  it.each([
    [
      'numbers',
      9,
      (round: TRoundHistoryEntry) => ({ ...round, numbers: [...round.numbers.slice(0, 19), 81] }),
    ],
    ['digits', 9, (round: TRoundHistoryEntry) => ({ ...round, sum: ((round.sum ?? 0) + 1) % 28 })],
    ['chain-link', 12, (round: TRoundHistoryEntry) => ({ ...round, roundHash: 'ab'.repeat(32) })],
    ['chain-place', 5, (round: TRoundHistoryEntry) => ({ ...round, chainIndex: 7 })],
    [
      'chain-published-late',
      0,
      (round: TRoundHistoryEntry) => ({ ...round, opensAt: round.opensAt - 3 * ROUND_MS }),
    ],
    ['beacon-round', 8, (round: TRoundHistoryEntry) => ({ ...round, closesAt: round.closesAt + 6000 })],
    [
      'beacon-signature',
      10,
      (round: TRoundHistoryEntry) => {
        const forged = signBeacon(newBeaconSecretKey(), round.beacon?.round ?? 1);
        return { ...round, beacon: round.beacon && { ...round.beacon, ...forged } };
      },
    ],
    ['beacon-missing', 11, (round: TRoundHistoryEntry) => ({ ...round, beacon: null })],
    [
      'beacon-network',
      13,
      (round: TRoundHistoryEntry) => ({
        ...round,
        beacon: round.beacon && { ...round.beacon, chainHash: 'cd'.repeat(32) },
      }),
    ],
    ['totals', 14, (round: TRoundHistoryEntry) => ({ ...round, totals: null })],
    ['round-record', 15, (round: TRoundHistoryEntry) => ({ ...round, roundHash: null })],
  ] as const)('names a round whose %s does not check', async (kind, n, change) => {
    const record = withRound(n, change);
    const report = await verify(record);
    expect(report.discrepancy).toMatchObject({ kind, round: { roundId: 1000 + n } });
    expect(report.rounds.checked).toBe(n);
  });

  it("names a spent chain whose seed does not rebuild it, and beacon info that is not the stand-in's key", async () => {
    const record = makeRecord();
    const [spent] = record.chains;
    if (spent) spent.seed = 'feed'.repeat(16);
    expect((await verify(record)).discrepancy).toMatchObject({ kind: 'chain-seed', round: null, chainId: 1 });
    const other = makeRecord();
    if (other.beaconInfo) other.beaconInfo.publicKey = beaconPublicKeyOf(newBeaconSecretKey());
    expect((await verify(other)).discrepancy).toMatchObject({ kind: 'beacon-info' });
  });

  it('names statistics that are not the rounds summed', async () => {
    const record = makeRecord();
    const [game] = record.stats.gameTypes;
    if (game) game.figures.payouts = '1.00';
    expect((await verify(record)).discrepancy).toMatchObject({ kind: 'statistics', figure: 'payouts' });
  });

  it('counts the rounds voided for want of a beacon against the statistics', async () => {
    const record = withRound(6, (round) => ({ ...round, voidReason: 'beacon_missing' }));
    expect((await verify(record)).discrepancy).toMatchObject({
      kind: 'statistics',
      figure: 'roundsVoidedNoBeacon',
      detail: "game type fast: the statistics show roundsVoidedNoBeacon 0, the rounds' totals sum to 1",
    });
    const game = record.stats.gameTypes[0];
    if (game) game.roundsVoidedNoBeacon = 1;
    expect((await verify(record)).discrepancy).toBeNull();
  });

  it('reads again, after the statistics, the rounds it read before they were settled', async () => {
    // The site as it moves: the last round is drawn, not settled, when the walk reads it, and settled (with
    // bets, in the statistics) by the time the statistics are read.
    const settled = makeRecord();
    const last = settled.rounds.at(-1) as TRoundHistoryEntry;
    const drawn = { ...last, status: 'drawn' as const, settledAt: null, totals: null };
    const file = fileSource(settled, 'test');
    let isStatisticsRead = false;
    const moving: RecordSource = {
      ...file,
      async historyPage(request, signal) {
        const page = await file.historyPage(request, signal);
        if (isStatisticsRead) return page;
        return { ...page, list: page.list.map((round) => (round.roundId === last.roundId ? drawn : round)) };
      },
      async publicStats(signal) {
        isStatisticsRead = true;
        return file.publicStats(signal);
      },
    };
    const report = await verifyRecord(moving);
    expect(report.discrepancy).toBeNull();
    expect(report.rounds.checked).toBe(18);

    // Read again with another result: caught.
    const changed: RecordSource = {
      ...moving,
      async historyPage(request, signal) {
        const page = await moving.historyPage(request, signal);
        if (!isStatisticsRead) return page;
        return {
          ...page,
          list: page.list.map((round) => (round.roundId === last.roundId ? { ...last, sum: 99 } : round)),
        };
      },
    };
    isStatisticsRead = false;
    expect((await verifyRecord(changed)).discrepancy).toMatchObject({
      kind: 'round-changed',
      round: { roundId: last.roundId },
    });
  });

  it('pages a file as the site does: a game type at a time, after a cursor', async () => {
    const source = fileSource(makeRecord(), 'test');
    const first = await source.historyPage({ gameTypeId: 3, pageSize: 5 });
    expect(first).toMatchObject({
      total: 18,
      nextCursor: historyCursorOf({ gameTypeId: 3, issue: FIRST_ISSUE + 4 }),
    });
    const next = await source.historyPage({ gameTypeId: 3, pageSize: 20, cursor: first.nextCursor ?? '' });
    expect(next.list.map((round) => round.roundId)).toEqual(Array.from({ length: 13 }, (_, i) => 1005 + i));
    expect(next).toMatchObject({ total: null, nextCursor: null });
    expect((await source.historyPage({ gameTypeId: 4, pageSize: 5 })).list).toEqual([]);
  });
});
