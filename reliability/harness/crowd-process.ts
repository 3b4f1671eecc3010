// The soak's crowd of room sockets, in a process of its own (started by crowd.ts): as the players' phones
// are devices of their own, their reading costs the process that times the bets nothing. Each socket logs
// in, joins the room, heartbeats as the app does and chats when told; what it hears is counted, one packet
// in CHECK_EVERY is checked against the shared schema, and the rest is dropped.
import {
  chatPacket,
  HEARTBEAT_MS,
  heartbeatPacket,
  ImCommand,
  imSocketUrl,
  joinGroupPacket,
  ZServerPacket,
} from '@fair28/shared';
import WebSocket from 'ws';
import type { CrowdReport, CrowdRequest, CrowdSocketSpec } from './crowd';

const CHECK_EVERY = 100;
/** Schema failures kept for the report: the first few say enough. */
const KEPT_FAILURES = 5;

type Member = {
  ws: WebSocket;
  spec: CrowdSocketSpec;
  heard: number;
  /** The markers (texts) this socket has heard, of those asked about. */
  marks: Set<string>;
};

const members: Member[] = [];
const markers = new Set<string>();
let packets = 0;
let checked = 0;
const failures: string[] = [];

const send = (report: CrowdReport) => process.send?.(report);

function check(data: Buffer) {
  checked += 1;
  const outcome = ZServerPacket.safeParse(JSON.parse(data.toString()));
  if (!outcome.success && failures.length < KEPT_FAILURES)
    failures.push(`${outcome.error.message}: ${data.toString().slice(0, 200)}`);
}

/** Logs in and joins the room: resolves once the join is answered, fails on a refusal or a close. */
function join(spec: CrowdSocketSpec): Promise<Member> {
  const ws = new WebSocket(imSocketUrl(spec.socketUrl, spec.login));
  const member: Member = { ws, spec, heard: 0, marks: new Set() };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${spec.login.username}: no join within 15 s`)), 15_000);
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`${spec.login.username}: closed ${code} before joining`)));
    const onSetUp = (data: Buffer) => {
      const packet = ZServerPacket.parse(JSON.parse(data.toString()));
      if (packet.command === ImCommand.LoginAnswer) {
        if (packet.data.status !== 1) reject(new Error(`login refused: ${JSON.stringify(packet)}`));
        else ws.send(JSON.stringify(joinGroupPacket(spec.roomId)));
      } else if (packet.command === ImCommand.JoinGroupAnswer) {
        if (packet.data.status !== 1) return reject(new Error(`join refused: ${JSON.stringify(packet)}`));
        clearTimeout(timer);
        ws.off('message', onSetUp);
        ws.on('message', (frame: Buffer) => hear(member, frame));
        // A heartbeat as often as the app sends one (a silent socket is closed after 2.5 of them), each
        // socket on its own beat, as the phones' are.
        const heartbeat = setInterval(() => ws.send(JSON.stringify(heartbeatPacket())), HEARTBEAT_MS);
        ws.on('close', () => clearInterval(heartbeat));
        resolve(member);
      }
    };
    ws.on('message', onSetUp);
  });
}

function hear(member: Member, data: Buffer) {
  member.heard += 1;
  packets += 1;
  if (packets % CHECK_EVERY === 0) check(data);
  for (const marker of markers) if (data.includes(marker)) member.marks.add(marker);
}

function report(): CrowdReport {
  return {
    kind: 'counts',
    open: members.filter((member) => member.ws.readyState === WebSocket.OPEN).length,
    heard: members.map((member) => member.heard),
    checked,
    failures,
  };
}

process.on('message', async (request: CrowdRequest) => {
  try {
    if (request.kind === 'join') {
      for (const spec of request.sockets) members.push(await join(spec));
      send({ kind: 'joined', count: members.length });
    } else if (request.kind === 'say') {
      const member = members[request.index % members.length];
      member?.ws.send(
        JSON.stringify(chatPacket(member.spec.login.username, member.spec.roomId, request.text)),
      );
    } else if (request.kind === 'mark') {
      markers.add(request.text);
    } else if (request.kind === 'marked') {
      send({ kind: 'marked', count: members.filter((member) => member.marks.has(request.text)).length });
    } else if (request.kind === 'counts') {
      send(report());
    } else if (request.kind === 'close') {
      for (const member of members) member.ws.close();
      send(report());
      process.disconnect();
    }
  } catch (error) {
    send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
