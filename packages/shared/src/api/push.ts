// Web Push's calls (`pushCalls`: the notifications screen's settings, a device's subscription, a kind's
// switch) and the schemas of the message the service worker receives; the kinds are push-kinds.ts.
import { z } from 'zod';
import { type PushArg, type PushKind, pushKindNames, type TPushMessage } from '../push-kinds';
import { ZOkResponse } from './accounts';
import { defineCalls } from './define-calls';
import { ZFlag } from './fields';
import { ZPlayBreak } from './play-safe';

export const ZPushKind = z.enum(pushKindNames as [PushKind, ...PushKind[]], { error: 'error.InvalidInput' });

export const ZPushArg: z.ZodType<PushArg> = z.union([
  z.string(),
  z.object({ key: z.string(), args: z.array(z.union([z.string(), z.number()])) }),
]);

/** What the service worker receives, decrypted (RFC 8291), in the language of the device's app. */
export const ZPushMessage: z.ZodType<TPushMessage> = z.object({
  kind: ZPushKind,
  title: z.string(),
  body: z.string(),
  /** The app's route to open, as `pushKinds[kind].opens`. */
  opens: z.string(),
  /** The outbox row: a notification of the same kind and row shows once. */
  id: z.number().int(),
});

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
