// The room's live feed: chat, bets placed and cancelled, rounds opening and closing, draws, and the
// player's own results — kept as data and worded at render, newest first, the last 100 only.

import { useCallback, useRef, useState } from 'react';

export type FeedBet = { betType: string; amount: string; odds: string };

export type FeedEntry =
  | { kind: 'chat'; name: string; text: string; isMine: boolean }
  | { kind: 'bet'; name: string; isMine: boolean; issue: string; bets: FeedBet[] }
  | { kind: 'cancel'; name: string; isMine: boolean; issue: string; count: number; refunded: string }
  | { kind: 'round'; status: 'opened' | 'closed'; issue: string }
  | { kind: 'draw'; issue: string; roundId: number; a: number; b: number; c: number; sum: number }
  | { kind: 'result'; issue: string; stake: string; back: string; profit: string };

export type FeedItem = FeedEntry & { key: number; at: number };

export const FEED_LIMIT = 100;

export function useRoomFeed() {
  const [items, setItems] = useState<FeedItem[]>([]);
  const counter = useRef(0);
  const add = useCallback((entry: FeedEntry, at = Date.now()) => {
    counter.current += 1;
    const item = { ...entry, key: counter.current, at } as FeedItem;
    setItems((current) => [item, ...current].slice(0, FEED_LIMIT));
  }, []);
  return { items, add };
}
