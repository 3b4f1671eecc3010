// Web Push: the one table of what fair28 may push to a player's phone (`pushKinds`: a kind is one line,
// its words in the catalogue), the rule of who may get one (`mayPush`), and the message the service worker
// receives. Free of zod: the service worker reads it (`@fair28/shared/push-kinds`).
import type { MessageKey } from './i18n/messages';

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
  newDeviceSignIn: {
    isPromotional: false,
    message: 'notice.newDeviceSignIn',
    opens: '/pages/accountSecurity/devices',
  },
  rebatePaid: { isPromotional: true, message: 'push.rebatePaid', opens: '/pages/share/agent' },
} as const satisfies Record<string, PushKindDefinition>;

export type PushKind = keyof typeof pushKinds;
export const pushKindNames = Object.keys(pushKinds) as PushKind[];

/** Whether a push of `kind` may reach a player now: switched on by them, and no promotion during a break. */
export function mayPush(kind: PushKind, player: { isOn: boolean; isOnBreak: boolean }): boolean {
  return player.isOn && !(pushKinds[kind].isPromotional && player.isOnBreak);
}

/**
 * An argument of a push's body: text as it is, or a catalogue message of its own (an auto-bet plan's stop
 * reason), put in the reader's language when the push is sent.
 */
export type PushArg = string | { key: string; args: Array<string | number> };

/** What the service worker receives, decrypted (RFC 8291), in the language of the device's app. */
export type TPushMessage = {
  kind: PushKind;
  title: string;
  body: string;
  /** The app's route to open: `pushKinds[kind].opens`. */
  opens: string;
  /** The outbox row: a notification of the same kind and row shows once. */
  id: number;
};
