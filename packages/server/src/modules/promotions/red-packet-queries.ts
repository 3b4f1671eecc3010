// SQL of red packets: the packet row (locked while a claim or the expiry changes it), its claims in claim
// order, a room's recent packets, and the operators' list.
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { redPacketClaims, redPackets, rooms } from '../../db/schema';

export type PacketRow = typeof redPackets.$inferSelect;
export type ClaimRow = typeof redPacketClaims.$inferSelect;

/** The packet sent under this key before, if any (a retried send). */
export async function findPacketByKey(db: Executor, key: string): Promise<PacketRow | undefined> {
  const [row] = await db.select().from(redPackets).where(eq(redPackets.idempotencyKey, key));
  return row;
}

export async function insertPacket(
  tx: Tx,
  fields: Omit<
    PacketRow,
    'id' | 'seedHex' | 'claimedCount' | 'claimedMinor' | 'returnedMinor' | 'status' | 'endedAt'
  >,
): Promise<PacketRow | undefined> {
  const [row] = await tx.insert(redPackets).values(fields).onConflictDoNothing().returning();
  return row;
}

export async function findPacket(db: Executor, id: number): Promise<PacketRow | undefined> {
  const [row] = await db.select().from(redPackets).where(eq(redPackets.id, id));
  return row;
}

/** The packet, locked until commit: claims and the expiry take it one at a time. */
export async function lockPacket(tx: Tx, id: number): Promise<PacketRow | undefined> {
  const [row] = await tx.select().from(redPackets).where(eq(redPackets.id, id)).for('update');
  return row;
}

export async function findClaim(
  db: Executor,
  packetId: number,
  userId: number,
): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(redPacketClaims)
    .where(and(eq(redPacketClaims.packetId, packetId), eq(redPacketClaims.userId, userId)));
  return row;
}

export async function insertClaim(tx: Tx, claim: ClaimRow): Promise<void> {
  await tx.insert(redPacketClaims).values(claim);
}

export async function recordClaim(tx: Tx, id: number, amountMinor: bigint): Promise<void> {
  await tx
    .update(redPackets)
    .set({
      claimedCount: sql`${redPackets.claimedCount} + 1`,
      claimedMinor: sql`${redPackets.claimedMinor} + ${amountMinor}`,
    })
    .where(eq(redPackets.id, id));
}

/** Ends the packet: the seed made public, and what went back to the budget. */
export async function endPacket(tx: Tx, id: number, seedHex: string, returnedMinor: bigint, now: Date) {
  const [row] = await tx
    .update(redPackets)
    .set({ status: 'ended', seedHex, returnedMinor, endedAt: now })
    .where(eq(redPackets.id, id))
    .returning();
  return row;
}

export async function selectExpiredIds(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: redPackets.id })
    .from(redPackets)
    .where(and(eq(redPackets.status, 'open'), lte(redPackets.expiresAt, now)));
  return rows.map((row) => row.id);
}

/** A room's newest packets. */
export function selectRoomPackets(db: Executor, roomId: number, limit: number): Promise<PacketRow[]> {
  return db
    .select()
    .from(redPackets)
    .where(eq(redPackets.roomId, roomId))
    .orderBy(desc(redPackets.id))
    .limit(limit);
}

export function selectClaims(db: Executor, packetId: number) {
  return db
    .select()
    .from(redPacketClaims)
    .where(eq(redPacketClaims.packetId, packetId))
    .orderBy(asc(redPacketClaims.seq));
}

/** What one user received from each of these packets. */
export async function selectOwnClaims(db: Executor, packetIds: number[], userId: number) {
  if (packetIds.length === 0) return new Map<number, bigint>();
  const rows = await db
    .select({ packetId: redPacketClaims.packetId, amount: redPacketClaims.amountMinor })
    .from(redPacketClaims)
    .where(and(inArray(redPacketClaims.packetId, packetIds), eq(redPacketClaims.userId, userId)));
  return new Map(rows.map((row) => [row.packetId, row.amount]));
}

export function selectAllPackets(db: Executor, limit: number, offset: number) {
  return db
    .select({ packet: redPackets, roomNameZh: rooms.nameZh, roomNameEn: rooms.nameEn })
    .from(redPackets)
    .innerJoin(rooms, eq(rooms.id, redPackets.roomId))
    .orderBy(desc(redPackets.id))
    .limit(limit)
    .offset(offset);
}

export async function countPackets(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(redPackets);
  return row?.n ?? 0;
}
