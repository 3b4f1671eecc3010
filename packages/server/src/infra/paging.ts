// The one shape of every paged list a call answers: `{list, total, pageNo, pageSize}`, the page's
// rows and the total counted together.

import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

export type PageRequest = { pageNo: number; pageSize: number };

/** Rows by age through their serial id: the newest first (the default), or the oldest, as a queue works. */
export function byAge(id: AnyColumn, order: 'newest' | 'oldest' = 'newest'): SQL {
  return order === 'oldest' ? asc(id) : desc(id);
}
export type Page<Item> = { list: Item[]; total: number; pageNo: number; pageSize: number };

type PageSource<Row> = {
  rows: (limit: number, offset: number) => Promise<Row[]>;
  total: () => Promise<number>;
};

export async function loadPage<Row, Item>(
  page: PageRequest,
  source: PageSource<Row>,
  view: (row: Row) => Item,
): Promise<Page<Item>> {
  const { pageNo, pageSize } = page;
  const [rows, total] = await Promise.all([source.rows(pageSize, (pageNo - 1) * pageSize), source.total()]);
  return { list: rows.map(view), total, pageNo, pageSize };
}
