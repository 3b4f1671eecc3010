import { HEARTBEAT_MS, ImCloseCode } from '@fair28/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImSocketClient, type WebSocketLike } from './im-socket-client';
import type { SocketLogin } from './socket-url';

/** A WebSocket the test drives: it records what the client sends and opens, answers or fails on cue. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.readyState = 3;
    this.closedWith = code ?? 1005;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(packet: unknown): void {
    this.onmessage?.({ data: JSON.stringify(packet) });
  }

  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }

  commands(): number[] {
    return this.sent.map((packet) => (packet as { cmd: number }).cmd);
  }
}

const login = (token: string): SocketLogin => ({
  webSocketUrl: 'ws://a.example.com/ws',
  username: 'fair28_7',
  password: 'fair28',
  token,
});

function setUp(logins: Array<SocketLogin | null | Error> = []) {
  const sockets: FakeSocket[] = [];
  let issued = 0;
  const fetchLogin = vi.fn(async () => {
    const next = logins.shift();
    if (next instanceof Error) throw next;
    if (next === null) return null;
    issued += 1;
    return next ?? login(`token-${issued}`);
  });
  const client = new ImSocketClient({
    fetchLogin,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    backoffMs: (attempt) => 1000 * 2 ** attempt,
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { client, sockets, latest, fetchLogin };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the room socket', () => {
  it('logs in by the URL query, starts the heartbeat and joins the current group on open', async () => {
    const { client, latest } = setUp();
    client.join('12');
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest();
    expect(socket.url).toBe('ws://a.example.com/ws?username=fair28_7&password=fair28&token=token-1');
    expect(client.state).toBe('connecting');

    socket.open();
    expect(socket.sent).toEqual([{ cmd: 7, group_id: '12' }]);
    expect(client.state).toBe('open');
    socket.receive({ command: 6, data: { code: 0, message: 'Logged in', status: 1, userId: 7 } });
    expect(client.state).toBe('loggedIn');

    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(socket.commands()).toEqual([7]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.commands()).toEqual([7, 13]);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(socket.commands()).toEqual([7, 13, 13]);
  });

  it('tells reconnect listeners of every login after the first, and sends customer-service typing', async () => {
    const { client, latest } = setUp();
    let reconnects = 0;
    client.onLoggedInAgain(() => {
      reconnects += 1;
    });
    const loggedIn = { command: 6, data: { code: 0, message: 'Logged in', status: 1, userId: 7 } };
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().receive(loggedIn);
    expect(reconnects).toBe(0);
    client.sendSupportTyping();
    expect(latest().commands()).toEqual([30]);

    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    latest().open();
    expect(reconnects).toBe(0);
    latest().receive(loggedIn);
    expect(reconnects).toBe(1);

    // Closed (a room left) and started again (the chat opened): pushes in between were lost too.
    client.close();
    client.sendSupportTyping();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().receive(loggedIn);
    expect(reconnects).toBe(2);
  });

  it('joins a group chosen after the socket opened, at once', async () => {
    const { client, latest } = setUp();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    client.join('31');
    expect(latest().sent).toEqual([{ cmd: 7, group_id: '31' }]);
  });

  it('registers handlers per command and removes them with the returned function', async () => {
    const { client, latest } = setUp();
    const times: number[] = [];
    const remove = client.onCommand(13, (data) => times.push(data.serverTime));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest();
    socket.open();
    socket.receive({ command: 13, data: { serverTime: 5 } });
    remove();
    socket.receive({ command: 13, data: { serverTime: 6 } });
    expect(times).toEqual([5]);
  });

  it('on close: logged out, heartbeat stopped, then a fresh login and the group joined again, backing off', async () => {
    const { client, latest, sockets, fetchLogin } = setUp();
    const states: string[] = [];
    client.onStateChange((state) => states.push(state));
    client.join('12');
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().serverClose(ImCloseCode.HeartbeatTimeout);
    expect(client.state).toBe('waiting');
    const first = sockets[0];
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(first?.commands()).toEqual([7]);
    expect(sockets).toHaveLength(2);
    expect(fetchLogin).toHaveBeenCalledTimes(2);
    expect(latest().url).toContain('token=token-2');

    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    latest().open();
    latest().receive({ command: 6, data: { code: 0, message: 'Logged in', status: 1 } });
    expect(latest().sent).toEqual([{ cmd: 7, group_id: '12' }]);
    expect(states).toEqual([
      'connecting',
      'open',
      'waiting',
      'connecting',
      'waiting',
      'connecting',
      'open',
      'loggedIn',
    ]);
  });

  it('on error: drops the socket at once and logs in again', async () => {
    const { client, latest, sockets } = setUp();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.open();
    first.onerror?.({});
    expect(first.closedWith).toBeDefined();
    expect(client.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
  });

  it('retries when the login cannot be fetched, and stops when there is no session', async () => {
    const { client, sockets, fetchLogin } = setUp([new Error('offline'), null]);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchLogin).toHaveBeenCalledTimes(2);
    expect(client.state).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchLogin).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(0);
  });

  it('reconnects at once, with no back-off, when a draining node asks it to (4503), and joins its group again', async () => {
    const { client, latest, sockets } = setUp();
    client.join('12');
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().receive({ command: 6, data: { code: 0, message: 'Logged in', status: 1 } });
    latest().serverClose(ImCloseCode.ReconnectNow);
    // The back-off's first wait is 1000 ms here: the new socket comes before any of it passes.
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    expect(latest().url).toContain('token=token-2');
    latest().open();
    expect(latest().sent).toEqual([{ cmd: 7, group_id: '12' }]);
    // Should that attempt fail too (every node restarting), the client backs off as usual.
    latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
  });

  it('does not reconnect after the server ends the session (4403)', async () => {
    const { client, latest, sockets } = setUp();
    client.join('12');
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().serverClose(ImCloseCode.SessionEnded);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('idle');
    expect(client.groupId).toBeNull();
  });

  it('close (logout, 401, leaving) closes the socket, forgets the group and never reconnects', async () => {
    const { client, latest, sockets } = setUp();
    client.join('12');
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest();
    socket.open();
    client.close();
    expect(socket.closedWith).toBeDefined();
    expect(client.groupId).toBeNull();
    expect(client.state).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(socket.commands()).toEqual([7]);
  });

  it('close during the login fetch leaves nothing open', async () => {
    const { client, sockets } = setUp();
    client.start();
    client.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
  });

  it('sends chat to the joined group and resolves with the acknowledgement, in order', async () => {
    const { client, latest } = setUp();
    client.join('12');
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest();
    socket.open();
    const first = client.sendChat('hello');
    const second = client.sendChat('again');
    expect(socket.sent.slice(1)).toMatchObject([
      { cmd: 11, group_id: '12', chatType: 1, msgType: 0, content: '{"type":"text","text":"hello"}' },
      { cmd: 11, content: '{"type":"text","text":"again"}' },
    ]);
    socket.receive({ command: 12, data: { code: 0, message: 'Sent', status: 1, id: '9' } });
    socket.receive({ command: 12, data: { code: 429, message: 'Too fast', status: 0 } });
    await expect(first).resolves.toMatchObject({ status: 1, id: '9' });
    await expect(second).resolves.toMatchObject({ status: 0, message: 'Too fast' });
  });

  it('refuses chat while not connected, and fails waiting acknowledgements when the socket closes', async () => {
    const { client, latest } = setUp();
    await expect(client.sendChat('hi')).rejects.toThrow('not in a room');
    client.join('12');
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    const pending = client.sendChat('hi');
    latest().serverClose(1006);
    await expect(pending).rejects.toThrow('closed');
  });
});
