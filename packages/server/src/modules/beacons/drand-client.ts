// drand's HTTP API as a client: `GET {relay}/{chainHash}/public/{round}` answers the beacon as JSON
// {round, randomness, signature}. Relays are tried in order, each with a timeout, and a beacon is taken only
// if it verifies against the pinned network: a relay can withhold a beacon, never change one.
import { type Beacon, type BeaconNetwork, beaconFault } from '@fair28/shared';
import { z } from 'zod';

/** How long one relay may take to answer before the next is tried. */
export const RELAY_TIMEOUT_MS = 2000;
/** A beacon is some 250 bytes of JSON: a longer answer is not one. */
const MAX_ANSWER_BYTES = 16 * 1024;

const ZRelayBeacon = z.object({
  round: z.number().int(),
  randomness: z.string(),
  signature: z.string(),
});

/**
 * A relay that did not give the beacon: `invalid` answered something that is not the network's beacon for
 * the round (worth a look: a relay misconfigured or lying), `unreachable` failed, timed out or answered an
 * error. A round not emitted yet (drand's 404 or 425) is neither.
 */
export type RelayFault = { relay: string; round: number; fault: 'invalid' | 'unreachable'; problem: string };

export type DrandClientOptions = {
  network: BeaconNetwork;
  /** Base URLs, without a trailing slash: the chain's path follows them. */
  relays: readonly string[];
  timeoutMs: number;
  onRelayFault: (fault: RelayFault) => void;
};

/** Too early: drand's relays answer 425 before a round is emitted (404 on some versions and caches). */
const NOT_YET = new Set([404, 425]);

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new Error(`the answer is longer than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type RelayAnswer = { beacon: Beacon } | { notYet: true } | { fault: RelayFault };

async function askRelay(
  options: DrandClientOptions,
  relay: string,
  round: number,
  signal: AbortSignal | undefined,
): Promise<RelayAnswer> {
  const { network, timeoutMs } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const unreachable = (problem: string): RelayAnswer => ({
    fault: { relay, round, fault: 'unreachable', problem },
  });
  let text: string;
  try {
    const response = await fetch(`${relay}/${network.chainHash}/public/${round}`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { accept: 'application/json' },
    });
    if (NOT_YET.has(response.status)) {
      await response.body?.cancel();
      return { notYet: true };
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return unreachable(`HTTP ${response.status}`);
    }
    text = await readCapped(response);
  } catch (error) {
    return unreachable(timeout.aborted ? `no answer within ${timeoutMs} ms` : String(error));
  }
  let answer: z.infer<typeof ZRelayBeacon>;
  try {
    answer = ZRelayBeacon.parse(JSON.parse(text));
  } catch {
    return { fault: { relay, round, fault: 'invalid', problem: 'the answer is not a beacon' } };
  }
  const beacon = {
    round: answer.round,
    randomness: answer.randomness.toLowerCase(),
    signature: answer.signature.toLowerCase(),
  };
  const problem = beaconFault(network, beacon, round);
  return problem === null ? { beacon } : { fault: { relay, round, fault: 'invalid', problem } };
}

/**
 * Beacon round `round` of the network, from the first relay that gives a valid one; null when none does
 * (not emitted yet, unreachable, or only invalid answers). Each relay that failed is reported.
 */
export function drandClient(options: DrandClientOptions) {
  return async (round: number, signal?: AbortSignal): Promise<Beacon | null> => {
    for (const relay of options.relays) {
      if (signal?.aborted) return null;
      const answer = await askRelay(options, relay, round, signal);
      if ('beacon' in answer) return answer.beacon;
      if ('fault' in answer && !signal?.aborted) options.onRelayFault(answer.fault);
    }
    return null;
  };
}
