// The auto-bet runner: every second, one pass over the running plans (advancePlan). Any number of nodes
// may run it: a round's bets carry a key made of the plan, the run and the round, and stopping is a
// conditional UPDATE, so nothing happens twice.
import { type RepeatingJob, repeatingJob } from '../../infra/repeating-job';
import type { AppContext } from '../../kernel/context';
import { runPlans } from './service';

export function autoBetRunner(ctx: AppContext, onError: (error: unknown) => void): RepeatingJob {
  return repeatingJob(() => runPlans(ctx, onError), onError);
}
