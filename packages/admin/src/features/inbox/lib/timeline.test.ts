import type { TSupportMessage, TSupportNote } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { timelineOf } from './timeline';

const message = (id: number, at: string): TSupportMessage => ({
  id,
  sender: id % 2 ? 'player' : 'operator',
  text: `m${id}`,
  imageUrl: '',
  createTime: `2026-11-23T10:${at}:00.000Z`,
});
const note = (id: number, at: string): TSupportNote => ({
  id,
  operator: 'ann',
  text: `n${id}`,
  createTime: `2026-11-23T10:${at}:00.000Z`,
});

describe('timelineOf', () => {
  it('puts messages (given newest first) and notes in one line, oldest first', () => {
    const entries = timelineOf(
      [message(3, '05'), message(2, '03'), message(1, '01')],
      [note(1, '04'), note(2, '02')],
    );
    expect(entries.map((entry) => entry.key)).toEqual(['m1', 'n2', 'm2', 'n1', 'm3']);
  });

  it('keeps a message before a note of the same moment, and leaves out notes older than what is loaded', () => {
    const entries = timelineOf([message(8, '30'), message(7, '20')], [note(1, '10'), note(2, '20')]);
    expect(entries.map((entry) => entry.key)).toEqual(['m7', 'n2', 'm8']);
  });

  it('shows notes alone when there is no message yet', () => {
    expect(timelineOf([], [note(1, '10')]).map((entry) => entry.key)).toEqual(['n1']);
  });
});
