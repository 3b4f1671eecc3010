// The promotions' clock, started by main.ts beside the round scheduler: every minute it pays the ended
// days not paid yet (daily.ts) and ends the expired red packets. Both are safe on any number of nodes.
import { type RepeatingJob, repeatingJob } from '../../infra/repeating-job';
import type { AppContext } from '../../kernel/context';
import { expireRedPackets, payDueDays } from './service';

export function promotionsJob(ctx: AppContext, onError: (error: unknown) => void): RepeatingJob {
  // Each part runs even when the other failed.
  return repeatingJob(async () => {
    await payDueDays(ctx).catch(onError);
    await expireRedPackets(ctx).catch(onError);
  }, onError);
}
