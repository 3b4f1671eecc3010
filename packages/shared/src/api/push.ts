// Web Push: the one table of what fair28 may push to a player's phone (`pushKinds`: a kind is one line),
// the calls of the notifications screen (`pushCalls`: the settings, a device's subscription, a kind's
// switch) and the message the service worker receives.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { ZOkResponse } from './accounts';
import { defineCalls } from './define-calls';
import { ZFlag } from './fields';
import { ZPlayBreak } from './play-safe';

/** A catalogue stem with a `.title` and a `.body`: a push's words. */
type MessageStem = {
  [Key in MessageKey]: Key extends `${infer Stem}.title`
    ? `${Stem}.body` extends MessageKey
      ? Stem
      : never
    : never;
}[MessageKey];

export type PushKindDefinition = {
  /**
   * An offer or an invitation to play rather than news of the player's own money, support or play: never
   * sent while a cool-off or self-exclusion runs (the server's pushToPlayer holds to it).
   */
  isPromotional: boolean;
  /** `<message>.title` and `<message>.body` in the catalogue, the body filled with the push's arguments. */
  message: MessageStem;
  /** The app's page a tap on the notification opens (a route of the player app, with its query). */
  opens: string;
};

/** Every kind of push, in the order the notifications screen lists them. */
export const pushKinds = {
  depositCredited: {
    isPromotional: false,
    message: 'notice.depositCredited',
    opens: '/pages/tabBar/personal/menu/recharge',
  },
  depositRejected: {
    isPromotional: false,
    message: 'notice.depositRejected',
    opens: '/pages/tabBar/personal/menu/recharge',
  },
  withdrawalPaid: {
    isPromotional: false,
    message: 'notice.withdrawalPaid',
    opens: '/pages/tabBar/personal/menu/withdrawal?tab=records',
  },
  withdrawalRejected: {
    isPromotional: false,
    message: 'notice.withdrawalRejected',
    opens: '/pages/tabBar/personal/menu/withdrawal?tab=records',
  },
  supportAnswered: {
    isPromotional: false,
    message: 'push.supportAnswered',
    opens: '/pages/common/service/service',
  },
  planStopped: { isPromotional: false, message: 'push.planStopped', opens: '/pages/game/pc28/pc28' },
  realityCheck: { isPromotional: false, message: 'push.realityCheck', opens: '/pages/playSafe/playSafe' },
  rebatePaid: { isPromotional: true, message: 'push.rebatePaid', opens: '/pages/share/agent' },
} as const satisfies Record<string, PushKindDefinition>;

export type PushKind = keyof typeof pushKinds;
export const pushKindNames = Object.keys(pushKinds) as PushKind[];
export const ZPushKind = z.enum(pushKindNames as [PushKind, ...PushKind[]], { error: 'error.InvalidInput' });

/** Whether a push of `kind` may reach a player now: switched on by them, and no promotion during a break. */
export function mayPush(kind: PushKind, player: { isOn: boolean; isOnBreak: boolean }): boolean {
  return player.isOn && !(pushKinds[kind].isPromotional && player.isOnBreak);
}

/**
 * An argument of a push's body: text as it is, or a catalogue message of its own (an auto-bet plan's stop
 * reason), put in the reader's language when the push is sent.
 */
export type PushArg = string | { key: string; args: Array<string | number> };
export const ZPushArg: z.ZodType<PushArg> = z.union([
  z.string(),
  z.object({ key: z.string(), args: z.array(z.union([z.string(), z.number()])) }),
]);

/** What the service worker receives, decrypted (RFC 8291), in the language of the device's app. */
export const ZPushMessage = z.object({
  kind: ZPushKind,
  title: z.string(),
  body: z.string(),
  /** The app's route to open, as `pushKinds[kind].opens`. */
  opens: z.string(),
  /** The outbox row: a notification of the same kind and row shows once. */
  id: z.number().int(),
});
export type TPushMessage = z.infer<typeof ZPushMessage>;

/** A base64url field of `bytes` bytes once decoded (a subscription's keys, RFC 8291). */
const base64UrlBytes = (bytes: number) =>
  z
    .string({ error: 'error.InvalidInput' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'error.InvalidInput')
    .refine((text) => Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes, 'error.InvalidInput');

/** A device's push subscription (PushSubscription.toJSON(), flattened for a form). */
export const ZPushSubscribeRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'error.InvalidInput' }).max(1024, 'error.InvalidInput'),
  /** The browser's P-256 public key, uncompressed (65 bytes). */
  p256dh: base64UrlBytes(65),
  /** The browser's authentication secret (16 bytes). */
  auth: base64UrlBytes(16),
});
export type TPushSubscribeRequest = z.infer<typeof ZPushSubscribeRequest>;

export const ZPushUnsubscribeRequest = z.object({
  endpoint: z.string({ error: 'error.InvalidInput' }).min(1).max(1024),
});

export const ZPushKindSetRequest = z.object({ kind: ZPushKind, isOn: ZFlag });
export type TPushKindSetRequest = z.infer<typeof ZPushKindSetRequest>;

export const ZPushSettingsRequest = z.object({
  /** This device's subscription endpoint, when it has one: the answer says whether the server holds it. */
  endpoint: z.string().max(1024).optional(),
});

export const ZPushSettingsResponse = z.object({
  /** The server's VAPID public key (RFC 8292), base64url: the applicationServerKey of a subscription. */
  publicKey: z.string(),
  kinds: z.array(z.object({ kind: ZPushKind, isOn: z.boolean(), isPromotional: z.boolean() })),
  /** Whether the server holds the endpoint asked about. */
  isSubscribed: z.boolean(),
  /** A running cool-off or self-exclusion: promotional kinds are held until it ends. */
  promotionsPaused: ZPlayBreak.nullable(),
});
export type TPushSettingsResponse = z.infer<typeof ZPushSettingsResponse>;

/** The notifications screen: settings, this device's subscription, a kind on or off. */
export const pushCalls = defineCalls({
  pushSettings: {
    path: '/api/v1/push/settings',
    auth: true,
    request: ZPushSettingsRequest,
    response: ZPushSettingsResponse,
  },
  pushSubscribe: {
    path: '/api/v1/push/subscribe',
    auth: true,
    playersOnly: true,
    request: ZPushSubscribeRequest,
    response: ZOkResponse,
  },
  pushUnsubscribe: {
    path: '/api/v1/push/unsubscribe',
    auth: true,
    request: ZPushUnsubscribeRequest,
    response: ZOkResponse,
  },
  pushKindSet: {
    path: '/api/v1/push/kind/set',
    auth: true,
    playersOnly: true,
    request: ZPushKindSetRequest,
    response: ZOkResponse,
  },
});
