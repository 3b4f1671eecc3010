// The auto-bet runner: every second, one pass over the running plans (advancePlan). Any number of nodes
// may run it: a round's bets carry a key made of the plan, the run and the round, and stopping is a
// conditional UPDATE, so nothing happens twice.
import type { AppContext } from '../../kernel/context';
import { runPlans } from './service';

export class AutoBetRunner {
  readonly #ctx: AppContext;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(ctx: AppContext, onError: (error: unknown) => void) {
    this.#ctx = ctx;
    this.#onError = onError;
  }

  tick() {
    return runPlans(this.#ctx, this.#onError);
  }

  start(intervalMs: number): void {
    const loop = () => {
      this.#running = this.tick()
        .catch(this.#onError)
        .finally(() => {
          if (this.#timer !== undefined) this.#timer = setTimeout(loop, intervalMs);
        });
    };
    this.#timer = setTimeout(loop, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
