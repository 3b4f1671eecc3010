// The room socket's connection (J-IM protocol, spec §4 and docs/PROTOCOL.md): log in with the URL query,
// start the heartbeat and join the current room group on open, and after an error or a close log in
// again with a fresh IM token, backing off (at once when a draining node asks, 4503); logout closes it for good. The login is fetched through a
// function the caller gives, so this module stays below the API features.

import {
  chatPacket,
  HEARTBEAT_MS,
  ImCloseCode,
  ImCommand,
  joinGroupPacket,
  supportTypingPacket,
  type TChatAck,
  type TServerPacket,
} from '@fair28/shared';
import { ChatAcks, SocketNotReadyError } from './chat-acks';
import { Heartbeat } from './heartbeat';
import {
  type CommandHandler,
  type ContentHandler,
  PacketDispatcher,
  type RoomContentKey,
  readPacket,
  type ServerCommand,
} from './packet-dispatch';
import { loginUrl, type SocketLogin } from './socket-url';

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

export class ImSocketClient {
  readonly #options: Required<Omit<SocketOptions, 'language'>> & Pick<SocketOptions, 'language'>;
  readonly #heartbeat: Heartbeat;
  readonly #dispatcher = new PacketDispatcher();
  #socket: WebSocketLike | null = null;
  #state: SocketState = 'idle';
  #wanted = false;
  #groupId: string | null = null;
  #retry: ReturnType<typeof setTimeout> | null = null;
  #attempt = 0;
  /** Bumped by every connect and close: answers of an attempt that was given up are ignored. */
  #generation = 0;
  #username = '';
  readonly #chatAcks = new ChatAcks();
  readonly #stateListeners = new Set<(state: SocketState) => void>();
  readonly #reconnectListeners = new Set<() => void>();
  /** Whether this client has logged in before: any later login follows a gap in which pushes were lost. */
  #hasLoggedIn = false;

  constructor(options: SocketOptions) {
    this.#options = {
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      heartbeatMs: HEARTBEAT_MS,
      backoffMs: defaultBackoffMs,
      ...options,
    };
    this.#heartbeat = new Heartbeat((packet) => this.#send(packet), this.#options.heartbeatMs);
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
    this.#heartbeat.stop();
    const socket = this.#socket;
    if (socket) this.#drop(socket);
    this.#chatAcks.failAll('the socket was closed');
    this.#setState('idle');
  }

  /** Sends a chat text to the joined group; resolves with the server's acknowledgement (command 12). */
  sendChat(text: string): Promise<TChatAck> {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN || !this.#groupId) {
      return Promise.reject(new SocketNotReadyError('the socket is not in a room'));
    }
    const ack = this.#chatAcks.next();
    // `from` and the time are the server's to set; J-IM packets carry them anyway.
    this.#send(chatPacket(this.#username, this.#groupId, text));
    return ack;
  }

  /** Tells customer service the player is typing (command 30); nothing when the socket is not open. */
  sendSupportTyping(): void {
    this.#send(supportTypingPacket());
  }

  /** Handlers per command (spec §4); returns the function that removes the handler. */
  onCommand<C extends ServerCommand>(command: C, handler: CommandHandler<C>): () => void {
    return this.#dispatcher.onCommand(command, handler);
  }

  /** Handlers per command-11 content, by its name in RoomContentType (Text, BetPlaced, RoundStatus …). */
  onContent<K extends RoomContentKey>(name: K, handler: ContentHandler<K>): () => void {
    return this.#dispatcher.onContent(name, handler);
  }

  /**
   * Called on every login after the first (a reconnect, or a start after a close): whatever the server
   * pushed in between never arrived, so listeners fetch their state again (spec §4).
   */
  onLoggedInAgain(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => this.#reconnectListeners.delete(listener);
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
    let socket: WebSocketLike;
    try {
      socket = this.#options.createSocket(loginUrl(login, this.#options.language?.()));
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#setState('open');
      this.#heartbeat.start();
      // Sent at once: the server handles packets that arrive before its login answer after the login.
      if (this.#groupId) this.#send(joinGroupPacket(this.#groupId));
    };
    socket.onmessage = (event) => {
      const packet = readPacket(event.data);
      if (packet) this.#receive(packet);
    };
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
      // The node is draining: another takes the socket now, so no back-off (a failed attempt backs off).
      else if (event.code === ImCloseCode.ReconnectNow) this.#scheduleReconnect(0);
      else this.#scheduleReconnect();
    };
  }

  #drop(socket: WebSocketLike): void {
    this.#socket = null;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    if (socket.readyState <= OPEN) socket.close();
    this.#heartbeat.stop();
    this.#chatAcks.failAll('the socket closed');
  }

  #receive(packet: TServerPacket): void {
    if (packet.command === ImCommand.LoginAnswer && packet.data.status === 1) {
      this.#attempt = 0;
      this.#setState('loggedIn');
      if (this.#hasLoggedIn) for (const listener of this.#reconnectListeners) listener();
      this.#hasLoggedIn = true;
    }
    // A refused login is followed by the server's close (4401), which reconnects with a new token.
    if (packet.command === ImCommand.ChatAck) this.#chatAcks.answer(packet.data);
    this.#dispatcher.deliver(packet);
  }

  /** `delayMs`: the wait before the next attempt, instead of the back-off's (which still counts it). */
  #scheduleReconnect(delayMs?: number): void {
    if (!this.#wanted) return;
    this.#setState('waiting');
    const delay = delayMs ?? this.#options.backoffMs(this.#attempt);
    this.#attempt += 1;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (this.#wanted) void this.#connect();
    }, delay);
  }

  #send(packet: object): void {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(packet));
  }

  #setState(state: SocketState): void {
    if (this.#state === state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) listener(state);
  }
}
