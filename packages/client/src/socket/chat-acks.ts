// Chat sent over the room socket waits for the server's acknowledgement (command 12). Acknowledgements come
// back in the order the chats went out; a socket that drops fails every chat still waiting.

import type { TChatAck } from '@fair28/shared';

/** Chat cannot be sent or answered: the socket is not in a room, or it closed. */
export class SocketNotReadyError extends Error {
  override readonly name = 'SocketNotReadyError';
}

export class ChatAcks {
  #pending: Array<{ resolve: (ack: TChatAck) => void; reject: (error: Error) => void }> = [];

  /** The acknowledgement of the chat about to be sent. */
  next(): Promise<TChatAck> {
    return new Promise<TChatAck>((resolve, reject) => this.#pending.push({ resolve, reject }));
  }

  /** An acknowledgement arrived: it answers the oldest chat still waiting. */
  answer(ack: TChatAck): void {
    this.#pending.shift()?.resolve(ack);
  }

  failAll(reason: string): void {
    const pending = this.#pending;
    this.#pending = [];
    for (const chat of pending) chat.reject(new SocketNotReadyError(reason));
  }
}
