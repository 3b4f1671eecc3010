// One push on the wire: the message in the device's language, encrypted to its keys (RFC 8291, aes128gcm)
// and signed with the server's VAPID key (RFC 8292) by the web-push library, posted to the device's push
// service with a timeout and no redirects followed. Answers what became of it; never throws.
import {
  type Language,
  type PushArg,
  type PushKind,
  parseLanguage,
  pushKinds,
  type TPushMessage,
  translate,
} from '@fair28/shared';
import webPush from 'web-push';
import type { SubscriptionRow } from './queries';
import type { VapidKeys } from './vapid';

/** How long a push service keeps a push for a device that is off (RFC 8030 TTL): a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type SendOutcome =
  | { outcome: 'delivered' }
  /** The push service no longer knows the device (404, 410): forget it. */
  | { outcome: 'gone'; status: number }
  /** Worth trying again (a network fault, 429, 5xx), after `retryAfterMs` when the service said. */
  | { outcome: 'retry'; problem: string; retryAfterMs?: number }
  | { outcome: 'failed'; problem: string };

/** The push's title and body in `language`; a body argument that is a message is put in it too. */
export function pushMessage(
  push: { id: number; kind: PushKind; args: PushArg[] },
  language: Language,
): TPushMessage {
  const { message, opens } = pushKinds[push.kind];
  const text = (arg: PushArg) => (typeof arg === 'string' ? arg : translate(language, arg.key, ...arg.args));
  return {
    id: push.id,
    kind: push.kind,
    title: translate(language, `${message}.title`),
    body: translate(language, `${message}.body`, ...push.args.map(text)),
    opens,
  };
}

export type PushTarget = Pick<SubscriptionRow, 'endpoint' | 'p256dh' | 'auth' | 'language'>;

export async function sendPush(
  target: PushTarget,
  push: { id: number; kind: PushKind; args: PushArg[] },
  vapid: VapidKeys & { subject: string },
): Promise<SendOutcome> {
  const message = pushMessage(push, parseLanguage(target.language));
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        // Money and support news should wake a phone; a reality check is only worth it while playing.
        urgency: 'high',
      },
    );
  } catch {
    // Keys that cannot be encrypted to: this device can never be sent to.
    return { outcome: 'gone', status: 0 };
  }
  try {
    const answer = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.status >= 200 && answer.status < 300) return { outcome: 'delivered' };
    if (answer.status === 404 || answer.status === 410) return { outcome: 'gone', status: answer.status };
    const problem = `push service answered ${answer.status}`;
    if (answer.status === 429 || answer.status >= 500) {
      const seconds = Number(answer.headers.get('retry-after'));
      return Number.isFinite(seconds) && seconds > 0
        ? { outcome: 'retry', problem, retryAfterMs: seconds * 1000 }
        : { outcome: 'retry', problem };
    }
    return { outcome: 'failed', problem };
  } catch (error) {
    return { outcome: 'retry', problem: error instanceof Error ? error.message : String(error) };
  }
}
