// The J-IM socket packets of spec §4/§7: what a client sends (JSON with a numeric `cmd`) and what the
// server answers or pushes (`{command, data}`), with the login query, commands and close codes.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import type { TOutgoingTextContent } from './content';

export const ImCommand = {
  /** The server's answer to a packet it cannot read (no known `cmd`, not JSON, binary). */
  Invalid: 0,
  LoginAnswer: 6,
  JoinGroup: 7,
  JoinGroupAnswer: 8,
  /** Client → server: a chat message. Server → client: a chat message or a game event. */
  Chat: 11,
  ChatAck: 12,
  /** Both ways: the client's heartbeat and the server's answer. */
  Heartbeat: 13,
  /** Client → server, fair28's own: the player is typing to customer service (no answer). */
  SupportTyping: 30,
} as const;

export const ChatType = { Group: 1, Private: 2 } as const;
export const MsgType = { Text: 0, Image: 1 } as const;

/** Why the server closed a socket: the close frame's code (its reason text says the same in words). */
export const ImCloseCode = {
  /**
   * This node is going away (draining for a restart or an upgrade): reconnect at once, without backing
   * off; the load balancer sends the new socket to a node that stays.
   */
  ReconnectNow: 4503,
  LoginFailed: 4401,
  SessionEnded: 4403,
  HeartbeatTimeout: 4408,
  /** The client read too slowly: its unsent backlog passed the server's limit. */
  TooSlow: 4409,
  /** The client sent packets faster than the server could handle them. */
  PacketFlood: 4429,
} as const;

/** IM usernames are the user id behind this prefix, so they never collide with anything a user picks. */
export const IM_USERNAME_PREFIX = 'fair28_';
/** The sender of events the server publishes. */
export const IM_SYSTEM_SENDER = 'system';

export function imUsername(userId: number): string {
  return `${IM_USERNAME_PREFIX}${userId}`;
}

/** The user id of an IM username, or undefined when it does not follow the rule. */
export function userIdOfImUsername(username: string): number | undefined {
  if (!username.startsWith(IM_USERNAME_PREFIX)) return undefined;
  const digits = username.slice(IM_USERNAME_PREFIX.length);
  if (!/^[1-9]\d{0,15}$/.test(digits)) return undefined;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The password query parameter when the server keeps the default (`FAIR28_IM_PASSWORD`). */
export const DEFAULT_IM_PASSWORD = 'fair28';

/** The socket URL's query: who is connecting, the fixed password and the IM token from the config call. */
export const ZImLoginQuery = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  token: z.string().max(512),
  lang: z.string().max(16).optional(),
});
export type TImLoginQuery = z.infer<typeof ZImLoginQuery>;

/** The socket address with its login query. */
export function imSocketUrl(webSocketUrl: string, query: TImLoginQuery): string {
  const url = new URL(webSocketUrl);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

const GROUP_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** A room group: a room id, sent as text or a number; letters, digits and `_ . : -`, at most 64. */
export const ZGroupId = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'im.badGroup' satisfies MessageKey })
  .transform(String)
  .pipe(z.string().regex(GROUP_ID, 'im.badGroup' satisfies MessageKey));

export const ZJoinGroupPacket = z.object({ cmd: z.literal(ImCommand.JoinGroup), group_id: ZGroupId });
export type TJoinGroupPacket = z.input<typeof ZJoinGroupPacket>;

export const ZHeartbeatPacket = z.object({ cmd: z.literal(ImCommand.Heartbeat) });
export type THeartbeatPacket = z.input<typeof ZHeartbeatPacket>;

/**
 * A chat packet. The server takes `from` from the login, not from the packet, and sets the time itself;
 * players send group text only (`chatType` 1, `msgType` 0) with `content` = JSON of `{type: 'text', text}`.
 */
export const ZChatPacket = z.object({
  cmd: z.literal(ImCommand.Chat),
  from: z.string().max(64).optional(),
  to: z.string().max(64).optional(),
  group_id: ZGroupId,
  chatType: z.union([z.literal(ChatType.Group), z.literal(ChatType.Private)]),
  msgType: z.union([z.literal(MsgType.Text), z.literal(MsgType.Image)]),
  content: z.string().max(4096),
  createTime: z.number().optional(),
});
export type TChatPacket = z.input<typeof ZChatPacket>;

/** The player is typing in their customer-service conversation; send at most one every few seconds. */
export const ZSupportTypingPacket = z.object({ cmd: z.literal(ImCommand.SupportTyping) });
export type TSupportTypingPacket = z.input<typeof ZSupportTypingPacket>;

export const ZClientPacket = z.discriminatedUnion('cmd', [
  ZJoinGroupPacket,
  ZChatPacket,
  ZHeartbeatPacket,
  ZSupportTypingPacket,
]);
export type TClientPacket = z.output<typeof ZClientPacket>;

export function joinGroupPacket(groupId: string): TJoinGroupPacket {
  return { cmd: ImCommand.JoinGroup, group_id: groupId };
}

export function heartbeatPacket(): THeartbeatPacket {
  return { cmd: ImCommand.Heartbeat };
}

export function supportTypingPacket(): TSupportTypingPacket {
  return { cmd: ImCommand.SupportTyping };
}

export function chatPacket(from: string, groupId: string, text: string, now = Date.now()): TChatPacket {
  const content: TOutgoingTextContent = { type: 'text', text };
  return {
    cmd: ImCommand.Chat,
    from,
    group_id: groupId,
    chatType: ChatType.Group,
    msgType: MsgType.Text,
    content: JSON.stringify(content),
    createTime: now,
  };
}

/** The outcome part of every answer, as in the HTTP envelope: code 0 and status 1 on success. */
export const ZImResult = z.object({ code: z.number().int(), message: z.string(), status: z.number().int() });
export type TImResult = z.infer<typeof ZImResult>;

export const ZLoginAnswer = ZImResult.extend({
  userId: z.number().int().optional(),
  username: z.string().optional(),
});
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

export const ZJoinGroupAnswer = ZImResult.extend({ group_id: z.string() });
export type TJoinGroupAnswer = z.infer<typeof ZJoinGroupAnswer>;

/** The acknowledgement of a chat packet: on success the stored message's id and time. */
export const ZChatAck = ZImResult.extend({
  id: z.string().optional(),
  createTime: z.number().int().optional(),
});
export type TChatAck = z.infer<typeof ZChatAck>;

export const ZHeartbeatAnswer = z.object({ serverTime: z.number().int() });
export type THeartbeatAnswer = z.infer<typeof ZHeartbeatAnswer>;

/**
 * A delivered message (command 11), the J-IM chat body: a player's chat or a server event, `content`
 * being JSON text (see `parseRoomContent`). Group messages carry `group_id`, private ones `to`.
 */
export const ZChatBody = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  group_id: z.string(),
  chatType: z.union([z.literal(ChatType.Group), z.literal(ChatType.Private)]),
  msgType: z.literal(MsgType.Text),
  content: z.string(),
  createTime: z.number().int(),
});
export type TChatBody = z.infer<typeof ZChatBody>;

export const ZServerPacket = z.discriminatedUnion('command', [
  z.object({ command: z.literal(ImCommand.Invalid), data: ZImResult }),
  z.object({ command: z.literal(ImCommand.LoginAnswer), data: ZLoginAnswer }),
  z.object({ command: z.literal(ImCommand.JoinGroupAnswer), data: ZJoinGroupAnswer }),
  z.object({ command: z.literal(ImCommand.Chat), data: ZChatBody }),
  z.object({ command: z.literal(ImCommand.ChatAck), data: ZChatAck }),
  z.object({ command: z.literal(ImCommand.Heartbeat), data: ZHeartbeatAnswer }),
]);
export type TServerPacket = z.infer<typeof ZServerPacket>;
