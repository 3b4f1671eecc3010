// The game's per-app state: where events go, the bet intake, and short-lived caches of the rooms and
// the round taking bets, so the place-bet path reads the database only for what must be exact.
import type { Database } from '../db/database';
import type { GameEvents } from '../kernel/game-events';
import { BetIntake, type BetIntakeOptions } from '../modules/bets/intake';
import type { RoomRow, RoundRow } from '../modules/catalogue/service';

/** Room settings may be served this stale; an operator's change through the service clears it at once. */
const ROOM_CACHE_MS = 1000;

export class GameRuntime {
  readonly events: GameEvents;
  readonly intake: BetIntake;
  readonly #rooms = new Map<number, { room: Promise<RoomRow | undefined>; until: number }>();
  readonly #bettingRounds = new Map<number, RoundRow>();
  /** Loads in flight, shared by every call that needs the same round meanwhile. */
  readonly #roundLoads = new Map<number, Promise<RoundRow | undefined>>();

  constructor(db: Database, now: () => Date, events: GameEvents, intake: BetIntakeOptions) {
    this.events = events;
    this.intake = new BetIntake(db, now, intake);
  }

  room(id: number, load: () => Promise<RoomRow | undefined>): Promise<RoomRow | undefined> {
    const cached = this.#rooms.get(id);
    if (cached && cached.until > performance.now()) return cached.room;
    // The promise is cached, so calls arriving while it loads share the one query.
    const room = load();
    this.#rooms.set(id, { room, until: performance.now() + ROOM_CACHE_MS });
    room.then(
      (found) => {
        if (!found) this.#rooms.delete(id);
      },
      () => this.#rooms.delete(id),
    );
    return room;
  }

  forgetRooms(): void {
    this.#rooms.clear();
  }

  /** The round taking bets is fixed until it closes; the batch re-checks it under a lock anyway. */
  async bettingRound(
    gameTypeId: number,
    now: Date,
    load: () => Promise<RoundRow | undefined>,
  ): Promise<RoundRow | undefined> {
    const cached = this.#bettingRounds.get(gameTypeId);
    const time = now.getTime();
    if (cached && cached.opensAt.getTime() <= time && time < cached.closesAt.getTime()) return cached;
    let loading = this.#roundLoads.get(gameTypeId);
    if (!loading) {
      loading = load().finally(() => this.#roundLoads.delete(gameTypeId));
      this.#roundLoads.set(gameTypeId, loading);
    }
    const round = await loading;
    if (round) this.#bettingRounds.set(gameTypeId, round);
    return round;
  }
}
