// Web Push: a player's devices and the kinds they switched off (the notifications screen), and
// pushToPlayer, the one way a module tells a player's phones something — written to the outbox in the
// caller's transaction, so a push exists exactly when what it reports happened; the push job sends it.
import {
  type Language,
  mayPush,
  type PushArg,
  type PushKind,
  pushKindNames,
  pushKinds,
  type TPushKindSetRequest,
  type TPushSettingsResponse,
  type TPushSubscribeRequest,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as playSafe from '../play-safe/service';
import { isAllowedEndpoint } from './push-services';
import * as queries from './queries';
import { vapidKeys } from './vapid';

/** What a module pushes: a kind of `pushKinds` and the arguments of its body. */
export type Push = { kind: PushKind; args: PushArg[] };

/**
 * Queues `push` for each of the player's devices still signed in, in the caller's transaction; nothing
 * when they have none or switched the kind off, and nothing promotional while a cool-off or self-exclusion runs
 * (`mayPush`). Answers how many devices it was queued for.
 */
export async function pushToPlayer(tx: Executor, userId: number, push: Push, at: Date): Promise<number> {
  const subscriptions = await queries.selectLiveSubscriptions(tx, userId, at);
  if (subscriptions.length === 0) return 0;
  const muted = await queries.selectMutedKinds(tx, userId);
  const isOnBreak =
    pushKinds[push.kind].isPromotional && (await playSafe.activeBreak(tx, userId, at)) !== undefined;
  if (!mayPush(push.kind, { isOn: !muted.includes(push.kind), isOnBreak })) return 0;
  await queries.insertOutbox(
    tx,
    subscriptions.map((subscription) => subscription.id),
    push,
    at,
  );
  return subscriptions.length;
}

export async function settings(
  ctx: AppContext,
  session: Session,
  endpoint: string | undefined,
): Promise<TPushSettingsResponse> {
  const db = ctx.db.orm;
  const [keys, muted, isSubscribed, promotionsPaused] = await Promise.all([
    vapidKeys(ctx),
    queries.selectMutedKinds(db, session.userId),
    endpoint ? queries.hasSubscription(db, session.userId, endpoint) : false,
    playSafe.promotionsPaused(ctx, session.userId),
  ]);
  return {
    publicKey: keys.publicKey,
    kinds: pushKindNames.map((kind) => ({
      kind,
      isOn: !muted.includes(kind),
      isPromotional: pushKinds[kind].isPromotional,
    })),
    isSubscribed,
    promotionsPaused,
  };
}

/**
 * Keeps this device's subscription under the session signed in on it, in the language its app shows
 * (pushes are worded in it): the app sends it again after a language switch and at each start. Refused
 * unless its endpoint is on an allowed push service.
 */
export async function subscribe(
  ctx: AppContext,
  session: Session,
  form: TPushSubscribeRequest,
  language: Language,
): Promise<{ ok: true }> {
  if (!isAllowedEndpoint(form.endpoint, ctx.config.push.services)) throw new AppError('PushServiceRefused');
  await queries.upsertSubscription(ctx.db.orm, {
    userId: session.userId,
    sessionId: session.sessionId,
    endpoint: form.endpoint,
    p256dh: form.p256dh,
    auth: form.auth,
    language,
    updatedAt: ctx.now(),
  });
  return { ok: true };
}

/** Forgets this device's subscription (the player turned notifications off here); its waiting pushes too. */
export async function unsubscribe(
  ctx: AppContext,
  session: Session,
  endpoint: string,
): Promise<{ ok: true }> {
  await queries.deleteSubscription(ctx.db.orm, session.userId, endpoint);
  return { ok: true };
}

export async function setKind(ctx: AppContext, session: Session, form: TPushKindSetRequest) {
  await queries.setKindMuted(ctx.db.orm, session.userId, form.kind, !form.isOn);
  return { ok: true } as const;
}
