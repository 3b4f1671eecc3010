import { describe, expect, it } from 'vitest';
import { nextPageNo } from './paging';

describe('record paging', () => {
  it('asks for the next page until the total is reached', () => {
    expect(nextPageNo({ list: [1, 2], total: 5, pageNo: 1, pageSize: 2 })).toBe(2);
    expect(nextPageNo({ list: [5], total: 5, pageNo: 3, pageSize: 2 })).toBeUndefined();
    expect(nextPageNo({ list: [1, 2], total: 4, pageNo: 2, pageSize: 2 })).toBeUndefined();
    // A page that comes back empty ends the list even if the total moved on meanwhile.
    expect(nextPageNo({ list: [], total: 9, pageNo: 2, pageSize: 2 })).toBeUndefined();
  });
});
