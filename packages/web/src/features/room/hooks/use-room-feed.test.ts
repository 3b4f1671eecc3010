import { describe, expect, it } from 'vitest';
import { addToFeed, FEED_LIMIT, type FeedEntry, type FeedItem } from './use-room-feed';

let key = 0;
const item = (entry: FeedEntry): FeedItem => ({ ...entry, key: ++key, at: key }) as FeedItem;
const draw = (issue: string): FeedEntry => ({ kind: 'draw', issue, roundId: 1, a: 1, b: 2, c: 3, sum: 6 });

describe('the room feed', () => {
  it('keeps one line per round: opened, then closed, then drawn replace each other', () => {
    let feed: FeedItem[] = [];
    feed = addToFeed(feed, item({ kind: 'round', status: 'opened', issue: '100' }));
    feed = addToFeed(feed, item({ kind: 'chat', name: 'a***', text: 'hi', isMine: false }));
    feed = addToFeed(feed, item({ kind: 'round', status: 'closed', issue: '100' }));
    feed = addToFeed(feed, item({ kind: 'round', status: 'opened', issue: '101' }));
    feed = addToFeed(feed, item(draw('100')));
    expect(feed.map((line) => [line.kind, 'issue' in line ? line.issue : ''])).toEqual([
      ['draw', '100'],
      ['round', '101'],
      ['chat', ''],
    ]);
  });

  it('keeps every chat line and bet, newest first, up to the limit', () => {
    let feed: FeedItem[] = [];
    for (let i = 0; i < FEED_LIMIT + 5; i++) {
      feed = addToFeed(feed, item({ kind: 'chat', name: 'b***', text: String(i), isMine: false }));
    }
    expect(feed).toHaveLength(FEED_LIMIT);
    expect(feed[0]).toMatchObject({ text: String(FEED_LIMIT + 4) });
  });
});
