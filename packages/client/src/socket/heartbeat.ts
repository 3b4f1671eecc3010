// The socket's heartbeat (spec §4, §9): command 13 every 7.9 s while the socket is open, so the server
// keeps it; started on open, stopped whenever the socket is dropped or closed.

import { heartbeatPacket } from '@fair28/shared';

export class Heartbeat {
  readonly #send: (packet: object) => void;
  readonly #intervalMs: number;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(send: (packet: object) => void, intervalMs: number) {
    this.#send = send;
    this.#intervalMs = intervalMs;
  }

  get isBeating(): boolean {
    return this.#timer !== null;
  }

  /** Starts beating, from now: a restart never leaves two timers running. */
  start(): void {
    this.stop();
    this.#timer = setInterval(() => this.#send(heartbeatPacket()), this.#intervalMs);
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
