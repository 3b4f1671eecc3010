// What travels on the bus between nodes: one kind byte, a key, a newline, then (for deliveries) the frame
// every socket gets, made once by the sender so receivers only slice it.
export const BusKind = {
  ToGroup: 'g',
  ToUser: 'u',
  EndSession: 's',
  EndUser: 'x',
  /** To the sockets of operators answering players. */
  ToStaff: 'o',
} as const;
export type BusKind = (typeof BusKind)[keyof typeof BusKind];

const NEWLINE = 0x0a;
const KINDS = new Set<string>(Object.values(BusKind));

export function encodeBusMessage(kind: BusKind, key: string | number, payload = ''): Buffer {
  return Buffer.from(`${kind}${key}\n${payload}`);
}

/** Undefined for bytes that are not a bus message (another deployment on the channel, say). */
export function decodeBusMessage(
  message: Buffer,
): { kind: BusKind; key: string; payload: Buffer } | undefined {
  const split = message.indexOf(NEWLINE);
  if (split < 2) return undefined;
  const kind = String.fromCharCode(message[0] ?? 0);
  if (!KINDS.has(kind)) return undefined;
  return {
    kind: kind as BusKind,
    key: message.toString('utf8', 1, split),
    payload: message.subarray(split + 1),
  };
}
