import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('what an action changed', () => {
  it('lists every field of either side, marking those whose value differs', () => {
    expect(
      changedFields({
        before: { status: 'pending', amount: '10.00', attempts: 1 },
        after: { status: 'credited', amount: '10.00', fee: '0.50' },
      }),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'credited', isChanged: true },
      { field: 'amount', before: '10.00', after: '10.00', isChanged: false },
      { field: 'attempts', before: '1', after: '', isChanged: true },
      { field: 'fee', before: '', after: '0.50', isChanged: true },
    ]);
  });

  it('reads a created record (no before) and an action without a record', () => {
    expect(changedFields({ before: null, after: { role: 'finance' } })).toEqual([
      { field: 'role', before: '', after: 'finance', isChanged: true },
    ]);
    expect(changedFields({ before: null, after: null })).toEqual([]);
  });
});
