// The packets of a logged-in socket (spec §4/§7): heartbeat (13), join group (7, answered by 8) and
// chat (11, acknowledged by 12), and customer-service typing (30, unanswered). A packet that does not parse is answered and changes nothing.
import {
  ChatType,
  ImCommand,
  isMessageKey,
  MsgType,
  type TChatBody,
  type TextContent,
  ZClientPacket,
} from '@fair28/shared';
import type { RawData } from 'ws';
import { AppError } from '../kernel/app-error';
import { failed, succeeded } from './answers';
import type { ChatPacket, StoredChat } from './chat';
import type { Connection, Connections, LoggedIn } from './connections';

/** Whether a user may join a room group; the game can narrow it to rooms that exist. */
export type JoinGuard = (userId: number, groupId: string) => Promise<boolean>;

/**
 * Where the game records who is in which group, for every node to read: a socket entered a group, is
 * still in it (its heartbeats, at most every `refreshMs`), or left it. Never rejects.
 */
export type GroupPresence = {
  refreshMs: number;
  entered(userId: number, groupId: string, at: Date): Promise<void>;
  stillIn(userId: number, groupId: string, joinedAt: Date, at: Date): Promise<void>;
  left(userId: number, groupId: string, joinedAt: Date): Promise<void>;
};

export type PacketContext = {
  connections: Connections;
  now: () => Date;
  canJoinGroup: JoinGuard;
  presence: GroupPresence;
  acceptChat(
    sender: { userId: number; groupId: string | undefined },
    packet: ChatPacket,
  ): Promise<StoredChat>;
  publishToGroup(groupId: string, body: TChatBody): Promise<void>;
  onSupportTyping(userId: number): Promise<void>;
};

export function packetHandler(context: PacketContext) {
  const { connections } = context;

  async function joinGroup(conn: Connection, user: LoggedIn, groupId: string): Promise<void> {
    if (!(await context.canJoinGroup(user.userId, groupId))) {
      connections.send(conn, ImCommand.JoinGroupAnswer, {
        ...failed(conn.language, new AppError('Forbidden', 'im.groupRefused')),
        group_id: groupId,
      });
      return;
    }
    if (!connections.isLive(conn)) return;
    connections.join(conn, groupId);
    const previous = conn.visit;
    const at = context.now();
    conn.visit = { groupId, joinedAt: at, writtenAt: at.getTime() };
    if (previous) await context.presence.left(user.userId, previous.groupId, previous.joinedAt);
    // Written before the answer, so a call made once the client has it finds the player in the room.
    await context.presence.entered(user.userId, groupId, at);
    connections.send(conn, ImCommand.JoinGroupAnswer, {
      ...succeeded(conn.language, 'im.joined'),
      group_id: groupId,
    });
  }

  async function stillInGroup(conn: Connection, user: LoggedIn): Promise<void> {
    const visit = conn.visit;
    const now = context.now();
    if (!visit || now.getTime() - visit.writtenAt < context.presence.refreshMs) return;
    visit.writtenAt = now.getTime();
    await context.presence.stillIn(user.userId, visit.groupId, visit.joinedAt, now);
  }

  async function chat(conn: Connection, user: LoggedIn, packet: ChatPacket): Promise<void> {
    let stored: StoredChat;
    try {
      stored = await context.acceptChat({ userId: user.userId, groupId: conn.groupId }, packet);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      connections.send(conn, ImCommand.ChatAck, failed(conn.language, error));
      return;
    }
    const content: TextContent = {
      type: 'text',
      text: stored.text,
      userId: user.userId,
      nickName: user.nickName,
    };
    await context.publishToGroup(packet.group_id, {
      id: String(stored.id),
      from: user.username,
      to: '',
      group_id: packet.group_id,
      chatType: ChatType.Group,
      msgType: MsgType.Text,
      content: JSON.stringify(content),
      createTime: stored.createdAt.getTime(),
    });
    connections.send(conn, ImCommand.ChatAck, {
      ...succeeded(conn.language, 'im.sent'),
      id: String(stored.id),
      createTime: stored.createdAt.getTime(),
    });
  }

  function refuseBadPacket(conn: Connection, value: unknown, issueMessage: string | undefined): void {
    const cmd = (value as { cmd?: unknown } | undefined)?.cmd;
    const answer =
      cmd === ImCommand.JoinGroup
        ? ImCommand.JoinGroupAnswer
        : cmd === ImCommand.Chat
          ? ImCommand.ChatAck
          : ImCommand.Invalid;
    const failure = failed(conn.language, new AppError('InvalidInput', issueMessage ?? 'im.badPacket'));
    connections.send(
      conn,
      answer,
      answer === ImCommand.JoinGroupAnswer ? { ...failure, group_id: '' } : failure,
    );
  }

  function refuseStaff(conn: Connection, cmd: number): void {
    const failure = failed(conn.language, new AppError('StaffAccount'));
    if (cmd === ImCommand.JoinGroup)
      connections.send(conn, ImCommand.JoinGroupAnswer, { ...failure, group_id: '' });
    else if (cmd === ImCommand.Chat) connections.send(conn, ImCommand.ChatAck, failure);
  }

  return async function handlePacket(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    const user = conn.user;
    if (!user || !connections.isLive(conn)) return;
    let value: unknown;
    try {
      value = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      value = undefined;
    }
    const packet = ZClientPacket.safeParse(value);
    if (!packet.success) {
      return refuseBadPacket(
        conn,
        value,
        packet.error.issues.find((issue) => isMessageKey(issue.message))?.message,
      );
    }
    if (user.isStaff && packet.data.cmd !== ImCommand.Heartbeat) {
      // An operator's socket only listens: operators answer over the operator calls.
      return refuseStaff(conn, packet.data.cmd);
    }
    switch (packet.data.cmd) {
      case ImCommand.Heartbeat:
        connections.send(conn, ImCommand.Heartbeat, { serverTime: context.now().getTime() });
        return stillInGroup(conn, user);
      case ImCommand.JoinGroup:
        return joinGroup(conn, user, packet.data.group_id);
      case ImCommand.Chat:
        return chat(conn, user, packet.data);
      case ImCommand.SupportTyping:
        return context.onSupportTyping(user.userId);
    }
  };
}
