// A crowd of players' room sockets run by a process of its own (crowd-process.ts), so that reading what
// the room sends them (every bet and chat, to every socket) does not delay the timers of the process that
// measures the bets: a phone's reading costs another phone nothing. The crowd logs in with what each
// player's config call gives, chats when told, and reports what it heard.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { calls, type TImLoginQuery } from '@fair28/shared';
import { repoRoot } from '../../packages/server/src/test/processes';
import type { Player } from './players';
import { waitFor } from './waiting';
import { callAt } from './wire';

export type CrowdSocketSpec = { socketUrl: string; login: TImLoginQuery; roomId: string };

export type CrowdRequest =
  | { kind: 'join'; sockets: CrowdSocketSpec[] }
  | { kind: 'say'; index: number; text: string }
  /** Start noting which sockets hear a packet holding `text`; `marked` asks how many have. */
  | { kind: 'mark'; text: string }
  | { kind: 'marked'; text: string }
  | { kind: 'counts' }
  | { kind: 'close' };

/** What the crowd heard: its sockets still open, packets heard by each, and the schema checks' outcome. */
export type CrowdCounts = {
  kind: 'counts';
  open: number;
  heard: number[];
  checked: number;
  /** Packets that did not match the shared schema (the first few). */
  failures: string[];
};

export type CrowdReport =
  | CrowdCounts
  | { kind: 'joined'; count: number }
  | { kind: 'marked'; count: number }
  | { kind: 'failed'; message: string };

export type Crowd = {
  size: number;
  /** Socket `index` (modulo the crowd) sends a room chat. */
  say(index: number, text: string): void;
  /** Resolves once every socket has heard a packet holding `text` (said after this is called). */
  hearing(text: string, timeoutMs: number): { heardByAll: Promise<void> };
  counts(): Promise<CrowdCounts>;
  close(): Promise<CrowdCounts>;
};

/** Each player's sockets (`each`), on the node `nodeOf` picks for the player's n-th socket, in the room. */
export async function startCrowd(
  origin: string,
  players: readonly Player[],
  each: number,
  nodeSocketUrl: (playerIndex: number, n: number) => string,
  roomId: number,
): Promise<Crowd> {
  const sockets: CrowdSocketSpec[] = [];
  for (const [index, player] of players.entries()) {
    const { gameOption } = await callAt(origin, calls.clientConfigs, {}, player.token);
    const login = {
      username: gameOption.username,
      password: gameOption.imPassword,
      token: gameOption.imToken,
    };
    for (let n = 0; n < each; n++)
      sockets.push({ socketUrl: nodeSocketUrl(index, n), login, roomId: String(roomId) });
  }
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'crowd-process.ts'), {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A run cut short must not leave the crowd behind.
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = (request: CrowdRequest) => child.send(request);
  /** The next report of a kind; a failure report or the child's exit fails it. */
  const next = <K extends CrowdReport['kind']>(kind: K) =>
    new Promise<Extract<CrowdReport, { kind: K }>>((resolve, reject) => {
      const onMessage = (report: CrowdReport) => {
        if (report.kind === 'failed') reject(new Error(`the crowd: ${report.message}`));
        else if (report.kind === kind) resolve(report as Extract<CrowdReport, { kind: K }>);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      void exited.then(() => reject(new Error(`the crowd exited before its ${kind} report`)));
    });
  const joined = next('joined');
  ask({ kind: 'join', sockets });
  await joined.catch((error: unknown) => {
    killNow();
    throw error;
  });
  return {
    size: sockets.length,
    say: (index, text) => ask({ kind: 'say', index, text }),
    hearing(text, timeoutMs) {
      ask({ kind: 'mark', text });
      const heardByAll = waitFor(
        `"${text}" heard on all ${sockets.length} crowd sockets`,
        timeoutMs,
        async () => {
          const marked = next('marked');
          ask({ kind: 'marked', text });
          return (await marked).count === sockets.length;
        },
      );
      return { heardByAll };
    },
    async counts() {
      const counts = next('counts');
      ask({ kind: 'counts' });
      return counts;
    },
    async close() {
      const counts = next('counts');
      ask({ kind: 'close' });
      const last = await counts;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      process.off('exit', killNow);
      killNow();
      return last;
    },
  };
}
