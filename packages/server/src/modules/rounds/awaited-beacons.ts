// The beacons a node's closed rounds wait for: each beacon round asked for at most once a second however often
// the scheduler runs, one fetch shared by every round awaiting it (rounds of game types closing together), a
// pass waiting for it no longer than its deadline; a beacon that comes later is kept for the next pass.
import type { Beacon } from '@fair28/shared';
import type { BeaconSource } from '../../kernel/beacons';

/** A beacon is asked for at most once a second on a node. */
const BEACON_RETRY_MS = 1000;

/** When a beacon round was last asked for (on the scheduler's clock), the fetch under way, the beacon once had. */
type Awaited = { askedAt: number; fetching?: Promise<Beacon | null>; beacon?: Beacon };

export class AwaitedBeacons {
  readonly #source: BeaconSource;
  readonly #onError: ((error: unknown) => void) | undefined;
  readonly #byRound = new Map<number, Awaited>();
  /** Ends the fetches under way when the scheduler stops. */
  readonly #stopping = new AbortController();

  constructor(source: BeaconSource, onError?: (error: unknown) => void) {
    this.#source = source;
    this.#onError = onError;
  }

  /** Beacon round `beaconRound` of the source's network, or null: not had yet, or not by `waitUntil`. */
  async get(beaconRound: number, now: Date, waitUntil: number): Promise<Beacon | null> {
    const awaited = this.#byRound.get(beaconRound);
    if (awaited?.beacon) return awaited.beacon;
    const fetching = awaited?.fetching ?? this.#ask(beaconRound, now);
    if (!fetching) return null;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, waitUntil - Date.now()));
    });
    try {
      return await Promise.race([fetching, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Forgets every beacon round but these: no closed round awaits the others any more. */
  keepOnly(beaconRounds: readonly number[]): void {
    const kept = new Set(beaconRounds);
    for (const beaconRound of this.#byRound.keys()) {
      if (!kept.has(beaconRound)) this.#byRound.delete(beaconRound);
    }
  }

  /** Ends the fetches under way; resolves once they have. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await Promise.all([...this.#byRound.values()].map((awaited) => awaited.fetching));
  }

  /** Asks for a beacon round, unless it was asked for within BEACON_RETRY_MS; the fetch never rejects. */
  #ask(beaconRound: number, now: Date): Promise<Beacon | null> | undefined {
    const asked = this.#byRound.get(beaconRound);
    if (asked && now.getTime() - asked.askedAt < BEACON_RETRY_MS) return undefined;
    const awaited: Awaited = { askedAt: now.getTime() };
    awaited.fetching = this.#source
      .fetch(beaconRound, this.#stopping.signal)
      .catch((error: unknown) => {
        this.#onError?.(error);
        return null;
      })
      .then((beacon) => {
        awaited.fetching = undefined;
        if (beacon) awaited.beacon = beacon;
        return beacon;
      });
    this.#byRound.set(beaconRound, awaited);
    return awaited.fetching;
  }
}
