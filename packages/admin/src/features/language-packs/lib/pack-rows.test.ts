import { describe, expect, it } from 'vitest';
import { changesOf, entriesOf, isChanged, newRow, rowsOf } from './pack-rows';

describe("a language pack's rows", () => {
  it('lists the saved entries in key order and gives them back unchanged', () => {
    const saved = { 'store.title': 'Shop', 'home.title': 'Lobby' };
    const rows = rowsOf(saved);
    expect(rows.map((row) => row.key)).toEqual(['home.title', 'store.title']);
    expect(new Set(rows.map((row) => row.rowId)).size).toBe(2);
    expect(entriesOf(rows)).toEqual({ entries: saved });
    expect(isChanged(rows, saved)).toBe(false);
  });

  it('drops blank rows, trims keys and keeps texts as typed', () => {
    const rows = [newRow(' home.title ', ' Lobby '), newRow('', ''), newRow('  ', '  ')];
    expect(entriesOf(rows)).toEqual({ entries: { 'home.title': ' Lobby ' } });
  });

  it('asks for a key where a text has none, and refuses a key given twice', () => {
    const missing = newRow('', 'Lobby');
    expect(entriesOf([newRow('a', '1'), missing])).toEqual({
      problem: { kind: 'keyMissing', rowId: missing.rowId, key: '' },
    });
    const twice = newRow('home.title ', 'Hall');
    expect(entriesOf([newRow('home.title', 'Lobby'), twice])).toEqual({
      problem: { kind: 'keyTwice', rowId: twice.rowId, key: 'home.title' },
    });
  });

  it('sees an edited text, a removed row and an added row as changes', () => {
    const saved = { a: '1', b: '2' };
    const rows = rowsOf(saved);
    const [first, second] = rows;
    if (!first || !second) throw new Error('two rows expected');
    expect(isChanged([{ ...first, value: '9' }, second], saved)).toBe(true);
    expect(isChanged([first], saved)).toBe(true);
    expect(isChanged([...rows, newRow('c', '3')], saved)).toBe(true);
    expect(isChanged([...rows, newRow()], saved)).toBe(false);
  });

  it('previews what saving changes: each added, changed and removed text, in key order', () => {
    const saved = { 'home.title': 'Home', 'room.bet': 'Bet', 'room.cancel': 'Cancel' };
    const [home, bet] = rowsOf(saved);
    if (!home || !bet) throw new Error('rows expected');
    const rows = [{ ...home, value: 'Lobby' }, bet, newRow('zz.new', 'New'), newRow()];
    expect(changesOf(rows, saved)).toEqual([
      { key: 'home.title', before: 'Home', after: 'Lobby' },
      { key: 'room.cancel', before: 'Cancel', after: null },
      { key: 'zz.new', before: null, after: 'New' },
    ]);
    expect(changesOf(rowsOf(saved), saved)).toEqual([]);
  });
});
