// The promotions' clock, started by main.ts beside the round scheduler: every minute it pays the ended
// days not paid yet (daily.ts) and ends the expired red packets. Both are safe on any number of nodes.
import type { AppContext } from '../../kernel/context';
import { expireRedPackets, payDueDays } from './service';

export class PromotionsJob {
  readonly #ctx: AppContext;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #isStopped = true;

  constructor(ctx: AppContext, onError: (error: unknown) => void) {
    this.#ctx = ctx;
    this.#onError = onError;
  }

  /** One pass: each part runs even when the other failed. */
  async tick(): Promise<void> {
    await payDueDays(this.#ctx).catch(this.#onError);
    await expireRedPackets(this.#ctx).catch(this.#onError);
  }

  start(intervalMs: number): void {
    if (!this.#isStopped) return;
    this.#isStopped = false;
    const loop = async () => {
      if (this.#isStopped) return;
      this.#running = this.tick();
      await this.#running;
      if (!this.#isStopped) this.#timer = setTimeout(loop, intervalMs);
    };
    void loop();
  }

  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }
}
