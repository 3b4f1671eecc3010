// docs/FAIRNESS.md is precise enough to check a round from it alone: this runs the page's own code blocks —
// the Python of the draw (standard library only) and the BLS check with mcl-wasm, an implementation of
// BLS12-381 independent of the one fair28 draws with — against the page's worked example with a real
// quicknet beacon, and against rounds the server's scheduler drew, as its public calls give them. Neither
// block shares a line of code with packages/shared.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BeaconNetwork, calls, QUICKNET } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGame, testClock, testScheduler } from '../../test/game';
import { call, startTestApp, type TestApp } from '../../test/helper';

const page = readFileSync(fileURLToPath(new URL('../../../../../docs/FAIRNESS.md', import.meta.url)), 'utf8');

/** The one fenced block of `language` in the page's section 5. */
function codeBlock(language: 'python' | 'js'): string {
  const section = page.slice(page.indexOf('## 5. Checking it yourself'), page.indexOf('## 6. '));
  const blocks = [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))];
  expect(blocks, `section 5 has one ${language} block`).toHaveLength(1);
  return blocks[0]?.[1] ?? '';
}

const work = mkdtempSync(path.join(tmpdir(), 'fair28-independent-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type RoundToCheck = {
  roundHash: string;
  chainIndex: number;
  terminatingHash: string;
  closesAtSeconds: number;
  beacon: { round: number; signature: string; randomness: string } | null;
  layout: 'beijing' | 'canada';
};

/** What the page's Python says of a round: its chain link, beacon round and randomness, numbers, digits. */
function pythonCheck(round: RoundToCheck, network: BeaconNetwork = QUICKNET) {
  const script = `${codeBlock('python')}
import json, sys
r = json.loads(sys.argv[1])
b = r["beacon"]
numbers = draw(draw_key(r["roundHash"], b and b["randomness"]))
print(json.dumps({
    "chainOk": round_hash_ok(r["roundHash"], r["chainIndex"], r["terminatingHash"]),
    "beaconRound": beacon_round(r["closesAtSeconds"], ${network.genesisTime}, ${network.periodSeconds}),
    "randomnessOk": b is not None and randomness_ok(b["signature"], b["randomness"]),
    "numbers": numbers,
    "digits": list(digits(numbers, r["layout"])),
}))
`;
  const run = spawnSync('python3', ['-c', script, JSON.stringify(round)], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error}`);
  return JSON.parse(run.stdout) as {
    chainOk: boolean;
    beaconRound: number;
    randomnessOk: boolean;
    numbers: number[];
    digits: [number, number, number, number];
  };
}

/** The page's BLS check, run by Node on its own, with mcl-wasm. */
function signatureCheck(publicKey: string, round: number, signature: string): boolean {
  const mcl = import.meta.resolve('mcl-wasm');
  const module = path.join(work, 'signature-ok.mjs');
  writeFileSync(module, codeBlock('js').replace("from 'mcl-wasm'", `from '${mcl}'`));
  const driver = `import { signatureOk } from ${JSON.stringify(pathToFileURL(module).href)};
console.log(await signatureOk(...JSON.parse(process.argv[1])));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', driver, JSON.stringify([publicKey, round, signature])],
    { encoding: 'utf8', timeout: 30_000 },
  );
  if (run.status !== 0) throw new Error(`node failed: ${run.stderr || run.error}`);
  return run.stdout.trim() === 'true';
}

/** §4's worked example: round 1 of the example chain, closing at quicknet round 1000's second. */
const EXAMPLE: RoundToCheck = {
  roundHash: 'e9ae78d8781fe31e835bf0db942bdbdda11682c5b3c9f429571db85167ee960b',
  chainIndex: 1,
  terminatingHash: '69318796b411d394cdf1cb8dba360e1c00d58d2f9b073dda0c185c2ed881c3f0',
  closesAtSeconds: 1692806364,
  beacon: {
    round: 1000,
    signature:
      'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
    randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  },
  layout: 'beijing',
};

describe("docs/FAIRNESS.md's own code", () => {
  it('checks the worked example: chain, beacon round, randomness, numbers and digits', () => {
    expect(pythonCheck(EXAMPLE)).toEqual({
      chainOk: true,
      beaconRound: 1000,
      randomnessOk: true,
      numbers: [1, 2, 3, 5, 8, 12, 13, 18, 24, 32, 33, 40, 42, 45, 47, 48, 55, 59, 74, 77],
      digits: [1, 0, 6, 7],
    });
    expect(pythonCheck({ ...EXAMPLE, layout: 'canada' }).digits).toEqual([1, 5, 4, 10]);
    expect(pythonCheck({ ...EXAMPLE, closesAtSeconds: EXAMPLE.closesAtSeconds + 1 }).beaconRound).toBe(1001);
    expect(pythonCheck({ ...EXAMPLE, chainIndex: 2 }).chainOk).toBe(false);
  });

  it('checks a round drawn before beacons from its round hash alone', () => {
    const before = pythonCheck({ ...EXAMPLE, beacon: null });
    expect(before.numbers).toEqual([
      1, 2, 21, 25, 31, 33, 36, 37, 38, 42, 43, 50, 57, 58, 61, 63, 69, 72, 74, 80,
    ]);
    expect(before.digits).toEqual([3, 6, 0, 9]);
  });

  it("verifies quicknet's signature with an independent BLS library, and refuses it for another round", () => {
    const { round, signature } = EXAMPLE.beacon ?? { round: 0, signature: '' };
    expect(signatureCheck(QUICKNET.publicKey, round, signature)).toBe(true);
    expect(signatureCheck(QUICKNET.publicKey, round + 1, signature)).toBe(false);
  });
});

describe('rounds the server drew, checked from the page alone', () => {
  const clock = testClock();
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({}, { now: clock.now });
  });
  afterAll(() => test.close());

  it('agree with the page on chain, beacon round, signature, randomness, numbers and digits', async () => {
    const games = [
      await createTestGame(test.db, { roundSeconds: 60, layout: 'beijing', runningAt: clock }),
      await createTestGame(test.db, { roundSeconds: 60, layout: 'canada', runningAt: clock }),
    ];
    const scheduler = testScheduler(test, clock);
    let drawn = 0;
    for (let pass = 0; pass < 40 && drawn < 4; pass++) {
      drawn += (await scheduler.tick()).drawn;
      clock.advance(15_000);
    }
    expect(drawn).toBeGreaterThanOrEqual(4);

    const info = await call(test, calls.beaconInfo, {});
    const network = { ...info };
    for (const game of games) {
      const history = await call(test, calls.roundHistory, { gameTypeId: game.gameTypeId });
      const rounds = history.list.filter((round) => round.numbers !== null);
      expect(rounds.length).toBeGreaterThanOrEqual(2);
      for (const listed of rounds) {
        const round = await call(test, calls.verifyRound, { roundId: listed.roundId });
        const beacon = round.beacon;
        if (!beacon) throw new Error(`round ${round.issue} was drawn without a beacon`);
        const checked = pythonCheck(
          {
            roundHash: round.roundHash,
            chainIndex: round.chainIndex,
            terminatingHash: round.terminatingHash,
            closesAtSeconds: round.closesAt / 1000,
            beacon,
            layout: round.layout,
          },
          network,
        );
        expect(checked).toEqual({
          chainOk: true,
          beaconRound: beacon.round,
          randomnessOk: true,
          numbers: round.numbers,
          digits: [round.a, round.b, round.c, round.sum],
        });
        expect(signatureCheck(info.publicKey, beacon.round, beacon.signature)).toBe(true);
      }
    }
  }, 120_000);
});
