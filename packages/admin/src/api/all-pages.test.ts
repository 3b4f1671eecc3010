import { PAGE_SIZE_MAX } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { collectPages, type Page } from './all-pages';

function pagedList(total: number) {
  const requests: Array<{ pageNo: number; pageSize: number }> = [];
  const load = async ({ pageNo, pageSize }: { pageNo: number; pageSize: number }): Promise<Page<number>> => {
    requests.push({ pageNo, pageSize });
    const start = (pageNo - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    return { list, total, pageNo, pageSize };
  };
  return { load, requests };
}

describe('exporting a list through its own list call', () => {
  it('asks page after page at the largest size until the rows run out', async () => {
    const { load, requests } = pagedList(250);
    const progress: number[] = [];
    const result = await collectPages(load, { onProgress: (loaded) => progress.push(loaded) });
    expect(result.rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(result).toMatchObject({ total: 250, isCut: false });
    expect(requests).toEqual([1, 2, 3].map((pageNo) => ({ pageNo, pageSize: PAGE_SIZE_MAX })));
    expect(progress).toEqual([100, 200, 250]);
  });

  it('makes one request for an empty list', async () => {
    const { load, requests } = pagedList(0);
    expect(await collectPages(load)).toEqual({ rows: [], total: 0, isCut: false });
    expect(requests).toHaveLength(1);
  });

  it('stops at the row limit and says the export was cut', async () => {
    const { load, requests } = pagedList(1000);
    const result = await collectPages(load, { maxRows: 250 });
    expect(result.rows).toHaveLength(250);
    expect(result).toMatchObject({ total: 1000, isCut: true });
    expect(requests).toHaveLength(3);
  });
});
