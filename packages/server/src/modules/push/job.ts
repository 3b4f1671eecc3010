// The push job, on every node, every couple of seconds: queues the reality checks players' sessions have
// reached, then sends what the outbox holds that is due. Any number of nodes may run it: each leases the
// pushes it sends (queries.leaseDue), and a reality check is recorded once per session and interval.
import { pushKinds } from '@fair28/shared';
import { type RepeatingJob, repeatingJob } from '../../infra/repeating-job';
import type { AppContext } from '../../kernel/context';
import * as playSafe from '../play-safe/service';
import { isAllowedEndpoint } from './push-services';
import * as queries from './queries';
import { sendPush } from './sender';
import { pushToPlayer } from './service';
import { vapidKeys } from './vapid';

export const PUSH_JOB_INTERVAL_MS = 2000;
/** Pushes one pass leases at a time, sent together. */
const BATCH = 50;
/** A lease outlives the longest send (10 s), so no other node sends the same push meanwhile. */
const LEASE_MS = 60_000;
/** After a failure a push waits 15 s, twice as long each time, at most an hour… */
const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 3_600_000;
/** …and one still not taken a day after it was made is news too old to be worth sending. */
export const PUSH_MAX_AGE_MS = 24 * 3_600_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export type PushPassReport = { realityChecks: number; delivered: number; retried: number; dropped: number };

/** Queues a push for every reality check reached since the last pass, once per session and interval. */
export async function queueRealityChecks(ctx: AppContext): Promise<number> {
  const listening = await queries.selectListening(ctx.db.orm, 'realityCheck', ctx.now());
  const reached = await playSafe.realityChecksReached(ctx, listening);
  let queued = 0;
  for (const check of reached) {
    await ctx.db.orm.transaction(async (tx) => {
      if (!(await queries.recordRealityCheck(tx, check.sessionId, check.checks))) return;
      const args = [String(check.minutesPlayed), check.net, check.stakes];
      queued += await pushToPlayer(tx, check.userId, { kind: 'realityCheck', args }, ctx.now());
    });
  }
  return queued;
}

/** Sends one batch of due pushes; answers what became of them. */
export async function sendDue(ctx: AppContext, report: PushPassReport): Promise<number> {
  const db = ctx.db.orm;
  const now = ctx.now();
  const leased = await queries.leaseDue(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  if (leased.length === 0) return 0;
  const vapid = { ...(await vapidKeys(ctx)), subject: ctx.config.push.subject };
  const count = (outcome: string) => ctx.metrics.pushSends.inc({ outcome });
  await Promise.all(
    leased.map(async (push) => {
      if (await isWithheld(ctx, push)) {
        await queries.deleteOutbox(db, push.id);
        report.dropped++;
        return count('withheld');
      }
      const sent = await sendPush(push.subscription, push, vapid);
      switch (sent.outcome) {
        case 'delivered':
          await queries.deleteOutbox(db, push.id);
          report.delivered++;
          return count('delivered');
        case 'gone':
          await queries.deleteSubscriptionById(db, push.subscription.id);
          report.dropped++;
          return count('gone');
        case 'failed':
          await queries.deleteOutbox(db, push.id);
          report.dropped++;
          return count('failed');
        case 'retry': {
          const nextAt = new Date(ctx.now().getTime() + (sent.retryAfterMs ?? retryDelayMs(push.attempts)));
          if (nextAt.getTime() - push.createdAt.getTime() > PUSH_MAX_AGE_MS) {
            await queries.deleteOutbox(db, push.id);
            report.dropped++;
            return count('expired');
          }
          await queries.retryOutboxAt(db, push.id, nextAt, sent.problem);
          report.retried++;
          return count('retry');
        }
      }
    }),
  );
  return leased.length;
}

/**
 * Not sent after all: a promotional push to a player whose break began after it was queued, or one whose
 * push service FAIR28_PUSH_SERVICES no longer allows.
 */
async function isWithheld(ctx: AppContext, push: queries.LeasedPush): Promise<boolean> {
  if (!isAllowedEndpoint(push.subscription.endpoint, ctx.config.push.services)) return true;
  if (!pushKinds[push.kind].isPromotional) return false;
  return playSafe.isOnBreak(ctx, push.subscription.userId);
}

export async function runPushPass(ctx: AppContext): Promise<PushPassReport> {
  const report: PushPassReport = { realityChecks: 0, delivered: 0, retried: 0, dropped: 0 };
  report.realityChecks = await queueRealityChecks(ctx);
  while ((await sendDue(ctx, report)) === BATCH);
  return report;
}

export function pushJob(ctx: AppContext, onError: (error: unknown) => void): RepeatingJob {
  return repeatingJob(() => runPushPass(ctx), onError);
}
