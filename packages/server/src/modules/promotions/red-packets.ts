// Red packets: an operator sends real money from the promotions budget to a room's chat; each player
// claims one share, share k going to claim k, drawn from a seed whose sha256 is published when the packet
// is sent and which is revealed when it ends (docs/FAIRNESS.md §11). Every move is a ledger transfer:
// budget → packets when sent, packets → wallet per claim, the unclaimed rest back when it expires.
import { randomBytes } from 'node:crypto';
import {
  formatMinor,
  type Language,
  ledgerReference,
  type RedPacketEvent,
  redPacketCommitment,
  redPacketShares,
  type TAdminRedPacketListResponse,
  type TPageRequest,
  type TRedPacket,
  type TRedPacketClaimResponse,
  type TRedPacketDetailResponse,
  type TRedPacketListResponse,
  type TRedPacketSendRequest,
} from '@fair28/shared';
import type { Tx } from '../../db/database';
import { LockScope, lockPlayer } from '../../db/locks';
import { retryingTransaction } from '../../db/retry';
import { loadPage } from '../../infra/paging';
import { decryptGcm, encryptGcm } from '../../infra/sealed-box';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import { publishAll } from '../../kernel/game-events';
import type { Session } from '../../kernel/session';
import { writtenIn } from '../../kernel/written-text';
import { publicNames } from '../accounts/service';
import { isInRoom, roomExists } from '../catalogue/service';
import * as ledger from '../ledger/service';
import * as operatorLog from '../operator-log/service';
import * as playSafe from '../play-safe/service';
import * as queries from './red-packet-queries';

/** A room shows its newest packets, open or ended. */
const ROOM_PACKETS = 20;

const sealContext = (commitment: string) => Buffer.from(`fair28 red packet ${commitment}`);

function sealPacketSeed(key: Buffer, seedHex: string, commitment: string): string {
  return encryptGcm(key, Buffer.from(seedHex, 'hex'), sealContext(commitment)).toString('base64url');
}

function openPacketSeed(key: Buffer, packet: queries.PacketRow): string {
  return decryptGcm(
    key,
    Buffer.from(packet.seedSealed, 'base64url'),
    sealContext(packet.commitment),
  ).toString('hex');
}

function packetView(row: queries.PacketRow, myAmount: bigint | null): TRedPacket {
  return {
    id: row.id,
    roomId: row.roomId,
    total: formatMinor(row.totalMinor),
    shareCount: row.shareCount,
    claimedCount: row.claimedCount,
    claimed: formatMinor(row.claimedMinor),
    returned: formatMinor(row.returnedMinor),
    message: row.message,
    commitment: row.commitment,
    seed: row.seedHex,
    status: row.status,
    createTime: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.getTime(),
    myAmount: myAmount === null ? null : formatMinor(myAmount),
  };
}

function eventOf(
  type: RedPacketEvent['type'],
  row: queries.PacketRow,
  claim?: { userId: number; amount: bigint },
) {
  return {
    type,
    roomId: row.roomId,
    packetId: row.id,
    total: formatMinor(row.totalMinor),
    shareCount: row.shareCount,
    claimedCount: row.claimedCount,
    message: row.message,
    expiresAt: row.expiresAt.getTime(),
    ...(claim ? { userId: claim.userId, amount: formatMinor(claim.amount) } : {}),
  } satisfies RedPacketEvent;
}

/** An operator sends a packet to a room from the budget; a retry with the same key answers the first. */
export async function sendRedPacket(
  ctx: AppContext,
  session: Session,
  form: TRedPacketSendRequest,
): Promise<TRedPacket> {
  const key = `${session.userId}:${form.idempotencyKey}`;
  const sent = await ctx.db.orm.transaction(async (tx) => {
    const earlier = await queries.findPacketByKey(tx, key);
    if (earlier) return { packet: earlier, isNew: false };
    if (!(await roomExists(tx, form.roomId))) throw new AppError('NotFound');
    if (form.amount < BigInt(form.shareCount)) throw new AppError('InvalidInput', 'redPacket.belowACentEach');
    // Sends take turns on the budget, so two at once never both pass its balance.
    await lockPlayer(tx, LockScope.PromotionBudget, 0);
    if ((await ledger.systemBalance(tx, 'promotions')) < form.amount)
      throw new AppError('PromotionBudgetShort');
    const now = ctx.now();
    const seedHex = randomBytes(32).toString('hex');
    const commitment = redPacketCommitment(seedHex);
    const packet = await queries.insertPacket(tx, {
      roomId: form.roomId,
      totalMinor: form.amount,
      shareCount: form.shareCount,
      message: form.message,
      commitment,
      seedSealed: sealPacketSeed(ctx.config.game.chainKey, seedHex, commitment),
      createdBy: session.userId,
      idempotencyKey: key,
      createdAt: now,
      expiresAt: new Date(now.getTime() + form.minutes * 60_000),
    });
    // A send under the same key committed meanwhile: answer it.
    if (!packet) return { packet: await requirePacketByKey(tx, key), isNew: false };
    await ledger.transfer(
      tx,
      {
        from: { kind: 'promotions' },
        to: { kind: 'red_packets' },
        amountMinor: form.amount,
        kind: 'red_packet',
        idempotencyKey: ledger.ledgerKeys.redPacket.of(packet.id),
        reference: ledgerReference.redPacket(packet.id),
      },
      now,
    );
    await operatorLog.recordAction(tx, session, {
      action: 'redPacket.send',
      targetType: 'red_packet',
      targetId: packet.id,
      after: {
        roomId: form.roomId,
        amount: formatMinor(form.amount),
        shareCount: form.shareCount,
        commitment,
      },
    });
    return { packet, isNew: true };
  });
  if (sent.isNew) publishAll(ctx.events, [eventOf('redPacket.sent', sent.packet)]);
  return packetView(sent.packet, null);
}

async function requirePacketByKey(tx: Tx, key: string): Promise<queries.PacketRow> {
  const packet = await queries.findPacketByKey(tx, key);
  if (!packet) throw new Error('red packet missing after a conflicting send');
  return packet;
}

/**
 * A player takes the next share: claim k gets share k. Once per player and packet, only from inside the
 * packet's room (presence.ts), never during a cool-off or self-exclusion; refused once every share is
 * taken or the packet has expired. The last share ends the packet and reveals its seed.
 */
export async function claimRedPacket(
  ctx: AppContext,
  session: Session,
  packetId: number,
): Promise<TRedPacketClaimResponse> {
  await playSafe.refusePromotionsOnBreak(ctx, session.userId);
  const result = await retryingTransaction(ctx.db, async (tx) => {
    const packet = await queries.lockPacket(tx, packetId);
    if (!packet) throw new AppError('NotFound');
    if (await queries.findClaim(tx, packetId, session.userId)) throw new AppError('RedPacketClaimed');
    const now = ctx.now();
    if (packet.status !== 'open' || packet.expiresAt <= now || packet.claimedCount >= packet.shareCount)
      throw new AppError('RedPacketEnded');
    if (!(await isInRoom(tx, session.userId, packet.roomId, now))) throw new AppError('RedPacketNotInRoom');
    const seedHex = openPacketSeed(ctx.config.game.chainKey, packet);
    const seq = packet.claimedCount + 1;
    const amount = redPacketShares(seedHex, packet.totalMinor, packet.shareCount)[seq - 1];
    if (amount === undefined) throw new Error('red packet share missing');
    const moved = await ledger.transfer(
      tx,
      {
        from: { kind: 'red_packets' },
        to: { kind: 'wallet', userId: session.userId },
        amountMinor: amount,
        kind: 'red_packet_claim',
        idempotencyKey: ledger.ledgerKeys.redPacketClaim(packetId, seq),
        reference: ledgerReference.redPacket(packetId),
      },
      now,
    );
    await queries.insertClaim(tx, {
      packetId,
      seq,
      userId: session.userId,
      amountMinor: amount,
      transferId: moved.id,
      createdAt: now,
    });
    await queries.recordClaim(tx, packetId, amount);
    const isLast = seq === packet.shareCount;
    const after = isLast
      ? await queries.endPacket(tx, packetId, seedHex, 0n, now)
      : { ...packet, claimedCount: seq, claimedMinor: packet.claimedMinor + amount };
    if (!after) throw new Error('red packet vanished');
    return { packet: after, seq, amount, balance: moved.toBalanceAfter, isLast };
  });
  const events = [
    eventOf('redPacket.claimed', result.packet, { userId: session.userId, amount: result.amount }),
  ];
  if (result.isLast) events.push(eventOf('redPacket.ended', result.packet));
  publishAll(ctx.events, events);
  return {
    packet: packetView(result.packet, result.amount),
    seq: result.seq,
    amount: formatMinor(result.amount),
    balance: formatMinor(result.balance),
  };
}

/** Ends every expired packet: the unclaimed rest back to the budget, the seed revealed. */
export async function expireRedPackets(ctx: AppContext): Promise<number> {
  let ended = 0;
  for (const id of await queries.selectExpiredIds(ctx.db.orm, ctx.now())) {
    const packet = await ctx.db.orm.transaction(async (tx) => {
      const row = await queries.lockPacket(tx, id);
      const now = ctx.now();
      if (row?.status !== 'open' || row.expiresAt > now) return null;
      const rest = row.totalMinor - row.claimedMinor;
      if (rest > 0n)
        await ledger.transfer(
          tx,
          {
            from: { kind: 'red_packets' },
            to: { kind: 'promotions' },
            amountMinor: rest,
            kind: 'red_packet_return',
            idempotencyKey: ledger.ledgerKeys.redPacketReturn(id),
            reference: ledgerReference.redPacket(id),
          },
          now,
        );
      return queries.endPacket(tx, id, openPacketSeed(ctx.config.game.chainKey, row), rest, now);
    });
    if (!packet) continue;
    ended++;
    publishAll(ctx.events, [eventOf('redPacket.ended', packet)]);
  }
  return ended;
}

/** A room's newest packets, each with what the caller received from it; none during a break, saying why. */
export async function roomRedPackets(
  ctx: AppContext,
  session: Session,
  roomId: number,
): Promise<TRedPacketListResponse> {
  const paused = await playSafe.promotionsPaused(ctx, session.userId);
  if (paused) return { list: [], paused };
  const rows = await queries.selectRoomPackets(ctx.db.orm, roomId, ROOM_PACKETS);
  const mine = await queries.selectOwnClaims(
    ctx.db.orm,
    rows.map((row) => row.id),
    session.userId,
  );
  return { list: rows.map((row) => packetView(row, mine.get(row.id) ?? null)), paused: null };
}

/** A packet with every claim in order: once ended, its seed lets anyone check each share. */
export async function redPacketDetail(
  ctx: AppContext,
  session: Session,
  id: number,
): Promise<TRedPacketDetailResponse> {
  const db = ctx.db.orm;
  const packet = await queries.findPacket(db, id);
  if (!packet) throw new AppError('NotFound');
  const claims = await queries.selectClaims(db, id);
  const names = await publicNames(
    db,
    claims.map((claim) => claim.userId),
  );
  const mine = claims.find((claim) => claim.userId === session.userId);
  return {
    ...packetView(packet, mine?.amountMinor ?? null),
    claims: claims.map((claim) => ({
      seq: claim.seq,
      name: names.get(claim.userId) ?? '',
      amount: formatMinor(claim.amountMinor),
      createTime: claim.createdAt.toISOString(),
    })),
  };
}

export function redPacketsForOperator(
  ctx: AppContext,
  page: TPageRequest,
  language: Language,
): Promise<TAdminRedPacketListResponse> {
  return loadPage(
    page,
    {
      rows: (limit, offset) => queries.selectAllPackets(ctx.db.orm, limit, offset),
      total: () => queries.countPackets(ctx.db.orm),
    },
    (row) => {
      const { myAmount: _mine, ...view } = packetView(row.packet, null);
      return { ...view, roomName: writtenIn(language, row.roomNameZh, row.roomNameEn) };
    },
  );
}
