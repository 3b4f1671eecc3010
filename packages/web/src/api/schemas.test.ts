import { playerCallRoutes } from '@fair28/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { checked, loadSchemas, readsAsShown, schemasLoaded } from './schemas';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readsAsShown', () => {
  it('holds when the schema kept every field as it came, whatever it dropped', () => {
    expect(readsAsShown({ a: 1, list: [{ b: 'x' }] }, { a: 1, extra: true, list: [{ b: 'x', c: 2 }] })).toBe(
      true,
    );
  });

  it('fails on a default filled in, a changed value or a list of another length', () => {
    expect(readsAsShown({ a: 1, b: 'default' }, { a: 1 })).toBe(false);
    expect(readsAsShown({ a: 1n }, { a: '1' })).toBe(false);
    expect(readsAsShown({ list: [1] }, { list: [1, 2] })).toBe(false);
  });
});

// In this order: the schemas are not loaded until the third test.
describe('checked', () => {
  it('hands the first screen an answer unchecked before the schemas are in', async () => {
    const reset = vi.spyOn(queryClient, 'resetQueries').mockResolvedValue();
    const answer = { unread: 1 };
    await expect(checked(playerCallRoutes.supportUnread, answer)).resolves.toBe(answer);
    expect(reset).not.toHaveBeenCalled();
  });

  it('starts every query over once the schemas refuse what the first screen showed', async () => {
    const reset = vi.spyOn(queryClient, 'resetQueries').mockResolvedValue();
    await checked(playerCallRoutes.supportUnread, { unread: 'many' });
    await checked(playerCallRoutes.supportUnread, { unread: 2 });
    await loadSchemas();
    await schemasLoaded;
    await vi.waitFor(() => expect(reset).toHaveBeenCalled());
  });

  it('checks at once once the schemas are in', async () => {
    await expect(checked(playerCallRoutes.supportUnread, { unread: 2 })).resolves.toEqual({ unread: 2 });
    await expect(checked(playerCallRoutes.supportUnread, { unread: 'many' })).rejects.toMatchObject({
      kind: 'codec',
    });
  });
});
