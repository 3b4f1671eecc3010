import { describe, expect, it } from 'vitest';
import { listRequest, readListState, withFilters, writeListState } from './list-query';

const names = ['status', 'account', 'from', 'to'] as const;

describe('a list in the address', () => {
  it('reads filters, page, size and order, ignoring names the list does not know', () => {
    const state = readListState(
      new URLSearchParams('status=pending&account=%20li%20&pageNo=3&pageSize=50&order=oldest&other=x'),
      names,
    );
    expect(state).toEqual({
      pageNo: 3,
      pageSize: 50,
      order: 'oldest',
      filters: { status: 'pending', account: 'li' },
    });
  });

  it('falls back to the defaults on malformed or out-of-range values', () => {
    const state = readListState(new URLSearchParams('pageNo=-2&pageSize=100000&order=random&status='), names);
    expect(state).toEqual({ pageNo: 1, pageSize: 100, filters: {} });
    expect(readListState(new URLSearchParams('pageNo=abc&pageSize=0'), names)).toMatchObject({
      pageNo: 1,
      pageSize: 1,
    });
  });

  it('writes only what differs from the defaults, in a stable order, and reads back the same', () => {
    const state = {
      pageNo: 2,
      pageSize: 20,
      order: 'oldest' as const,
      filters: { to: '2026-01-31', status: 'pending' },
    };
    const params = writeListState(state);
    expect(params.toString()).toBe('status=pending&to=2026-01-31&order=oldest&pageNo=2');
    expect(readListState(params, names)).toEqual({
      ...state,
      filters: { status: 'pending', to: '2026-01-31' },
    });
    expect(writeListState({ pageNo: 1, pageSize: 20, filters: {} }).toString()).toBe('');
  });

  it('starts new filters at the first page and drops blank ones', () => {
    const state = { pageNo: 4, pageSize: 50, filters: { status: 'pending' } };
    expect(withFilters(state, { status: '', account: ' wang ', from: undefined })).toEqual({
      pageNo: 1,
      pageSize: 50,
      filters: { account: 'wang' },
    });
  });

  it('filters by default until the address lifts it with all', () => {
    const defaults = { status: 'pending' };
    const queue = readListState(new URLSearchParams(''), names, defaults);
    expect(queue.filters).toEqual({ status: 'pending' });
    expect(writeListState(queue, defaults).toString()).toBe('');
    expect(listRequest(queue)).toMatchObject({ status: 'pending' });

    const cleared = withFilters(queue, { status: undefined });
    const params = writeListState(cleared, defaults);
    expect(params.toString()).toBe('status=all');
    const everything = readListState(params, names, defaults);
    expect(listRequest(everything)).not.toHaveProperty('status');
    expect(
      writeListState(readListState(new URLSearchParams('status=paid'), names, defaults), defaults).toString(),
    ).toBe('status=paid');
  });

  it('makes the list call body, with the list default order when none is chosen', () => {
    const state = { pageNo: 1, pageSize: 20, filters: { status: 'pending' } };
    expect(listRequest(state, 'oldest')).toEqual({
      status: 'pending',
      pageNo: 1,
      pageSize: 20,
      order: 'oldest',
    });
    expect(listRequest({ ...state, order: 'newest' }, 'oldest')).toMatchObject({ order: 'newest' });
    expect(listRequest(state)).toEqual({ status: 'pending', pageNo: 1, pageSize: 20 });
  });
});
