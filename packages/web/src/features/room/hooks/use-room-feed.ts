// The room's live feed: chat, bets placed and cancelled, rounds opening, closing or voided, draws, red
// packets, and the player's own results — kept as data and worded at render, newest first, the last 100 only. A round has
// one line that moves on as it does (opened, closed, drawn), so the feed is not three system lines a round.

import { useCallback, useRef, useState } from 'react';

export type FeedBet = { betType: string; amount: string; odds: string };

export type FeedEntry =
  | { kind: 'chat'; name: string; text: string; isMine: boolean }
  | { kind: 'bet'; name: string; isMine: boolean; issue: string; bets: FeedBet[] }
  | { kind: 'cancel'; name: string; isMine: boolean; issue: string; count: number; refunded: string }
  | { kind: 'round'; status: 'opened' | 'closed'; issue: string }
  /** An operator voided the round before its draw: every bet in it was refunded. */
  | { kind: 'void'; issue: string; reason: string }
  | { kind: 'draw'; issue: string; roundId: number; a: number; b: number; c: number; sum: number }
  | { kind: 'result'; issue: string; stake: string; back: string; profit: string }
  /** A red packet sent to the room, a share of it opened (by whom, how much), or the packet ended. */
  | {
      kind: 'redPacket';
      action: 'sent' | 'claimed' | 'ended';
      packetId: number;
      total: string;
      shareCount: number;
      claimedCount: number;
      name: string;
      amount: string;
      isMine: boolean;
    };

export type FeedItem = FeedEntry & { key: number; at: number };

export const FEED_LIMIT = 100;

const isRoundLine = (item: FeedEntry): item is Extract<FeedEntry, { kind: 'round' | 'draw' | 'void' }> =>
  item.kind === 'round' || item.kind === 'draw' || item.kind === 'void';

/** The feed with an item added on top; a round's new state replaces its earlier line. */
export function addToFeed(items: readonly FeedItem[], item: FeedItem): FeedItem[] {
  const kept = isRoundLine(item)
    ? items.filter((earlier) => !(isRoundLine(earlier) && earlier.issue === item.issue))
    : items;
  return [item, ...kept].slice(0, FEED_LIMIT);
}

export function useRoomFeed() {
  const [items, setItems] = useState<FeedItem[]>([]);
  const counter = useRef(0);
  const add = useCallback((entry: FeedEntry, at = Date.now()) => {
    counter.current += 1;
    const item = { ...entry, key: counter.current, at } as FeedItem;
    setItems((current) => addToFeed(current, item));
  }, []);
  return { items, add };
}
