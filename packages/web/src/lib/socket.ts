// The room socket (J-IM protocol, spec §4 and docs/PROTOCOL.md): log in with the URL query, start the
// heartbeat and join the current room group on open, dispatch command-11 messages by their content type,
// and after an error or a close log in again with a fresh IM token, backing off. Logout closes it for good.
// The login is fetched through a function the caller gives, so this module stays below the API features.

import {
  type BetPlacedContent,
  type BetSettledContent,
  chatPacket,
  type DrawResultContent,
  HEARTBEAT_MS,
  heartbeatPacket,
  ImCloseCode,
  ImCommand,
  imSocketUrl,
  joinGroupPacket,
  parseRoomContent,
  type RoundStatusContent,
  type TChatAck,
  type TChatBody,
  type TextContent,
  type TServerPacket,
  ZServerPacket,
} from '@fair28/shared';

/** What opens a socket: the address and the login of the config call sent with the session. */
export type SocketLogin = {
  webSocketUrl: string;
  username: string;
  password: string;
  token: string;
};

/** The part of the browser's WebSocket this client uses, so tests can hand it a fake. */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

const OPEN = 1;

/**
 * idle: never started or stopped for good; connecting: fetching a login or opening; open: the socket is
 * open, the login answer not in yet; loggedIn: the server accepted the login; waiting: between attempts.
 */
export type SocketState = 'idle' | 'connecting' | 'open' | 'loggedIn' | 'waiting';

/** The command-11 content types a client acts on (99, system notes, is ignored). */
export type RoomContentOf = {
  text: TextContent;
  10: BetPlacedContent;
  11: BetSettledContent;
  12: RoundStatusContent;
  13: DrawResultContent;
};
export type RoomContentKey = keyof RoomContentOf;

type PacketData<C extends TServerPacket['command']> = Extract<TServerPacket, { command: C }>['data'];
type CommandHandler<C extends TServerPacket['command']> = (data: PacketData<C>) => void;
type ContentHandler<K extends RoomContentKey> = (content: RoomContentOf[K], message: TChatBody) => void;

export type SocketOptions = {
  /** A fresh login, or null when there is no session to log in with (then the client stops). */
  fetchLogin: () => Promise<SocketLogin | null>;
  createSocket?: (url: string) => WebSocketLike;
  heartbeatMs?: number;
  /** Wait before reconnect attempt n (0-based). */
  backoffMs?: (attempt: number) => number;
  /** Added to the socket URL so the server answers in the player's language. */
  language?: () => string;
};

/** 1 s, 2 s, 4 s … up to 30 s, with a little jitter so a restarted server is not hit all at once. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return base + Math.floor(Math.random() * 250);
}

export class SocketNotReadyError extends Error {
  override readonly name = 'SocketNotReadyError';
}

export class ImSocketClient {
  readonly #options: Required<Omit<SocketOptions, 'language'>> & Pick<SocketOptions, 'language'>;
  #socket: WebSocketLike | null = null;
  #state: SocketState = 'idle';
  #wanted = false;
  #groupId: string | null = null;
  #heartbeat: ReturnType<typeof setInterval> | null = null;
  #retry: ReturnType<typeof setTimeout> | null = null;
  #attempt = 0;
  #generation = 0;
  #username = '';
  #pendingAcks: Array<{ resolve: (ack: TChatAck) => void; reject: (error: Error) => void }> = [];
  readonly #commandHandlers = new Map<number, Set<(data: never) => void>>();
  readonly #contentHandlers = new Map<RoomContentKey, Set<(content: never, message: TChatBody) => void>>();
  readonly #stateListeners = new Set<(state: SocketState) => void>();

  constructor(options: SocketOptions) {
    this.#options = {
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      heartbeatMs: HEARTBEAT_MS,
      backoffMs: defaultBackoffMs,
      ...options,
    };
  }

  get state(): SocketState {
    return this.#state;
  }

  get groupId(): string | null {
    return this.#groupId;
  }

  /** Connects unless already connected or connecting. */
  start(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    this.#attempt = 0;
    void this.#connect();
  }

  /** Joins a room group (one at a time: joining another leaves the first); sent again after every reconnect. */
  join(groupId: string): void {
    this.#groupId = groupId;
    if (this.#socket?.readyState === OPEN) this.#send(joinGroupPacket(groupId));
  }

  /**
   * Closes the socket, leaving its group, and stops reconnecting: logout, an ended session, or a room left.
   * The server has no leave command; a closed socket is in no group.
   */
  close(): void {
    this.#wanted = false;
    this.#groupId = null;
    this.#generation += 1;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    this.#stopHeartbeat();
    const socket = this.#socket;
    if (socket) this.#drop(socket);
    this.#failAcks('the socket was closed');
    this.#setState('idle');
  }

  /** Sends a chat text to the joined group; resolves with the server's acknowledgement (command 12). */
  sendChat(text: string): Promise<TChatAck> {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN || !this.#groupId) {
      return Promise.reject(new SocketNotReadyError('the socket is not in a room'));
    }
    return new Promise<TChatAck>((resolve, reject) => {
      this.#pendingAcks.push({ resolve, reject });
      // `from` and the time are the server's to set; J-IM packets carry them anyway.
      this.#send(chatPacket(this.#username, this.#groupId ?? '', text));
    });
  }

  /** Handlers per command (spec §4); returns the function that removes the handler. */
  onCommand<C extends TServerPacket['command']>(command: C, handler: CommandHandler<C>): () => void {
    return addTo(this.#commandHandlers, command, handler as (data: never) => void);
  }

  /** Handlers per command-11 content type: text, 10 (isget 0), 11 (isget 1), 12 and 13. */
  onContent<K extends RoomContentKey>(type: K, handler: ContentHandler<K>): () => void {
    return addTo(this.#contentHandlers, type, handler as (content: never, message: TChatBody) => void);
  }

  onStateChange(listener: (state: SocketState) => void): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  async #connect(): Promise<void> {
    const generation = ++this.#generation;
    this.#setState('connecting');
    let login: SocketLogin | null;
    try {
      // A fresh IM token on every attempt: the last one may be what the server refused.
      login = await this.#options.fetchLogin();
    } catch {
      if (generation === this.#generation) this.#scheduleReconnect();
      return;
    }
    if (generation !== this.#generation || !this.#wanted) return;
    if (!login?.username || !login.token) {
      // No session behind the login: nothing to reconnect with until the player logs in again.
      this.close();
      return;
    }
    this.#username = login.username;
    const language = this.#options.language?.();
    let socket: WebSocketLike;
    try {
      socket = this.#options.createSocket(
        imSocketUrl(absoluteSocketUrl(login.webSocketUrl), {
          username: login.username,
          password: login.password,
          token: login.token,
          ...(language ? { lang: language } : {}),
        }),
      );
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#setState('open');
      this.#startHeartbeat();
      // Sent at once: the server handles packets that arrive before its login answer after the login.
      if (this.#groupId) this.#send(joinGroupPacket(this.#groupId));
    };
    socket.onmessage = (event) => this.#receive(event.data);
    socket.onerror = () => {
      // Logged out at once (spec §4): drop this socket and log in again with a fresh token.
      if (this.#socket !== socket) return;
      this.#drop(socket);
      this.#scheduleReconnect();
    };
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#drop(socket);
      // An ended session (logout elsewhere, password change) will not log in again with any token.
      if (event.code === ImCloseCode.SessionEnded) this.close();
      else this.#scheduleReconnect();
    };
  }

  #drop(socket: WebSocketLike): void {
    this.#socket = null;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    if (socket.readyState <= OPEN) socket.close();
    this.#stopHeartbeat();
    this.#failAcks('the socket closed');
  }

  #receive(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = ZServerPacket.safeParse(value);
    if (!parsed.success) return;
    const packet = parsed.data;
    if (packet.command === ImCommand.LoginAnswer) {
      if (packet.data.status === 1) {
        this.#attempt = 0;
        this.#setState('loggedIn');
      }
      // A refused login is followed by the server's close (4401), which reconnects with a new token.
    } else if (packet.command === ImCommand.ChatAck) {
      this.#pendingAcks.shift()?.resolve(packet.data);
    } else if (packet.command === ImCommand.Chat) {
      this.#dispatchContent(packet.data);
    }
    for (const handler of this.#commandHandlers.get(packet.command) ?? []) {
      (handler as (data: unknown) => void)(packet.data);
    }
  }

  /** Spec §4: text; 10 (isget 0); 11 (isget 1); 12 and 13 passed through; 99 ignored. */
  #dispatchContent(message: TChatBody): void {
    const content = parseRoomContent(message.content);
    if (!content || content.type === 99) return;
    for (const handler of this.#contentHandlers.get(content.type) ?? []) {
      (handler as (content: unknown, message: TChatBody) => void)(content, message);
    }
  }

  #scheduleReconnect(): void {
    if (!this.#wanted) return;
    this.#setState('waiting');
    const delay = this.#options.backoffMs(this.#attempt);
    this.#attempt += 1;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (this.#wanted) void this.#connect();
    }, delay);
  }

  #startHeartbeat(): void {
    this.#stopHeartbeat();
    this.#heartbeat = setInterval(() => this.#send(heartbeatPacket()), this.#options.heartbeatMs);
  }

  #stopHeartbeat(): void {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }

  #send(packet: object): void {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(packet));
  }

  #failAcks(reason: string): void {
    const pending = this.#pendingAcks;
    this.#pendingAcks = [];
    for (const ack of pending) ack.reject(new SocketNotReadyError(reason));
  }

  #setState(state: SocketState): void {
    if (this.#state === state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) listener(state);
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

/** A configured address may be a path on this site ("/ws"): the socket needs ws(s)://host/path. */
export function absoluteSocketUrl(address: string, origin = globalThis.location?.origin ?? ''): string {
  if (/^wss?:\/\//i.test(address)) return address;
  const url = new URL(address, origin || 'http://localhost');
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

let appSocket: ImSocketClient | null = null;

/** The app's one socket, made on first use; rooms share it, logout closes it. */
export function appSocketClient(create: () => ImSocketClient): ImSocketClient {
  appSocket ??= create();
  return appSocket;
}

/** Logout and an expired session (spec §4): close the socket and leave the group. */
export function closeSocket(): void {
  appSocket?.close();
}
