// What the room socket does with a server packet (spec §4): read it with its shared schema (anything
// else is dropped), hand command-11 messages, read once with their content's schema, to the handlers of
// their content, named as in RoomContentType — Text, BetPlaced (10), BetSettled (11), RoundStatus (12),
// DrawResult (13), RedPacket, customer service's Support, SupportTyping and SupportRead, an operator's
// decision on the Wallet (and, on an operator's socket, SupportInbox); System (99) has none — then to the
// handlers of the packet's command.

import {
  ImCommand,
  parseRoomContent,
  type RoomContent,
  type RoomContentName,
  type RoomContentOf,
  RoomContentType,
  type TChatBody,
  type TServerPacket,
  ZServerPacket,
} from '@fair28/shared';

/** The command-11 contents a client acts on, by their names in RoomContentType (System notes are ignored). */
export type RoomContentKey = Exclude<RoomContentName, 'System'>;

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
  /** Keyed by the content's `type` on the wire, as a delivered content is looked up. */
  readonly #contentHandlers = new Map<
    RoomContent['type'],
    Set<(content: never, message: TChatBody) => void>
  >();

  /** Handlers per command; returns the function that removes the handler. */
  onCommand<C extends ServerCommand>(command: C, handler: CommandHandler<C>): () => void {
    return addTo(this.#commandHandlers, command, handler as (data: never) => void);
  }

  /** Handlers per command-11 content, by its name; returns the function that removes the handler. */
  onContent<K extends RoomContentKey>(name: K, handler: ContentHandler<K>): () => void {
    return addTo(
      this.#contentHandlers,
      RoomContentType[name],
      handler as (content: never, message: TChatBody) => void,
    );
  }

  deliver(packet: TServerPacket): void {
    if (packet.command === ImCommand.Chat) this.#deliverContent(packet.data);
    for (const handler of this.#commandHandlers.get(packet.command) ?? []) {
      (handler as (data: unknown) => void)(packet.data);
    }
  }

  #deliverContent(message: TChatBody): void {
    const content = parseRoomContent(message.content);
    if (!content) return;
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
