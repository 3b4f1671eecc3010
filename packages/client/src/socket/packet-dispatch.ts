// What the room socket does with a server packet (spec §4): read it with its shared schema (anything
// else is dropped), hand command-11 messages to the handlers of their content type — text, 10 (isget 0),
// 11 (isget 1), 12 and 13, red packets, customer service's support, supportTyping and supportRead, an operator's
// decision on the wallet (and, on an operator's socket, supportInbox); 99 ignored — then to the handlers of the packet's command.

import {
  type BetPlacedContent,
  type BetSettledContent,
  type DrawResultContent,
  ImCommand,
  parseRoomContent,
  type RedPacketContent,
  type RoundStatusContent,
  type SupportContent,
  type SupportInboxContent,
  type SupportReadContent,
  type SupportTypingContent,
  type TChatBody,
  type TextContent,
  type TServerPacket,
  type WalletContent,
  ZServerPacket,
} from '@fair28/shared';

/** The command-11 content types a client acts on (99, system notes, is ignored). */
export type RoomContentOf = {
  text: TextContent;
  10: BetPlacedContent;
  11: BetSettledContent;
  12: RoundStatusContent;
  13: DrawResultContent;
  support: SupportContent;
  supportTyping: SupportTypingContent;
  supportRead: SupportReadContent;
  wallet: WalletContent;
  redPacket: RedPacketContent;
  supportInbox: SupportInboxContent;
};
export type RoomContentKey = keyof RoomContentOf;

export type ServerCommand = TServerPacket['command'];
type PacketData<C extends ServerCommand> = Extract<TServerPacket, { command: C }>['data'];
export type CommandHandler<C extends ServerCommand> = (data: PacketData<C>) => void;
export type ContentHandler<K extends RoomContentKey> = (
  content: RoomContentOf[K],
  message: TChatBody,
) => void;

/** A frame's text as a server packet, or null for anything that is not one. */
export function readPacket(raw: unknown): TServerPacket | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = ZServerPacket.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export class PacketDispatcher {
  readonly #commandHandlers = new Map<number, Set<(data: never) => void>>();
  readonly #contentHandlers = new Map<RoomContentKey, Set<(content: never, message: TChatBody) => void>>();

  /** Handlers per command; returns the function that removes the handler. */
  onCommand<C extends ServerCommand>(command: C, handler: CommandHandler<C>): () => void {
    return addTo(this.#commandHandlers, command, handler as (data: never) => void);
  }

  /** Handlers per command-11 content type; returns the function that removes the handler. */
  onContent<K extends RoomContentKey>(type: K, handler: ContentHandler<K>): () => void {
    return addTo(this.#contentHandlers, type, handler as (content: never, message: TChatBody) => void);
  }

  deliver(packet: TServerPacket): void {
    if (packet.command === ImCommand.Chat) this.#deliverContent(packet.data);
    for (const handler of this.#commandHandlers.get(packet.command) ?? []) {
      (handler as (data: unknown) => void)(packet.data);
    }
  }

  #deliverContent(message: TChatBody): void {
    const content = parseRoomContent(message.content);
    if (!content || content.type === 99) return;
    for (const handler of this.#contentHandlers.get(content.type) ?? []) {
      (handler as (content: unknown, message: TChatBody) => void)(content, message);
    }
  }
}

function addTo<K, H>(map: Map<K, Set<H>>, key: K, handler: H): () => void {
  let handlers = map.get(key);
  if (!handlers) {
    handlers = new Set();
    map.set(key, handlers);
  }
  handlers.add(handler);
  return () => {
    map.get(key)?.delete(handler);
  };
}
