// Where the game announces what happens: rounds opening, closing, drawn and settled, bets placed,
// cancelled and settled. The socket hub implements GameEvents; tests record them in memory.
import type { GameEvent } from '@fair28/shared';

export type GameEvents = {
  /** Called after the change is committed; must not throw or block (fan-out is the hub's job). */
  publish(event: GameEvent): void;
};

export const noGameEvents: GameEvents = { publish() {} };

export type RecordedGameEvents = GameEvents & {
  readonly events: GameEvent[];
  ofType<T extends GameEvent['type']>(type: T): Array<Extract<GameEvent, { type: T }>>;
  clear(): void;
};

export function recordGameEvents(): RecordedGameEvents {
  const events: GameEvent[] = [];
  return {
    events,
    publish(event) {
      events.push(event);
    },
    ofType<T extends GameEvent['type']>(type: T) {
      return events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
    },
    clear() {
      events.length = 0;
    },
  };
}

/** Publishes to every sink; one failing sink never stops the others or the game. */
export function publishAll(
  sinks: GameEvents,
  events: readonly GameEvent[],
  onError?: (error: unknown) => void,
) {
  for (const event of events) {
    try {
      sinks.publish(event);
    } catch (error) {
      onError?.(error);
    }
  }
}

/** Every sink hears every event; one failing never stops the others or the game. */
export function combineGameEvents(...sinks: GameEvents[]): GameEvents {
  return {
    publish(event) {
      for (const sink of sinks) publishAll(sink, [event]);
    },
  };
}
