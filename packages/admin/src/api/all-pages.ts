// A list's CSV is made from the same list call the screen uses, paged through with the same filters and
// order: one definition of each list (its schema, its filters, its permission) serves both, and every
// request stays within the server's page-size cap. A very long list is cut at `maxRows`, and says so.
import { PAGE_SIZE_MAX } from '@fair28/shared';

export type Page<Row> = { list: Row[]; total: number; pageNo: number; pageSize: number };

export const EXPORT_MAX_ROWS = 10_000;

export type CollectedRows<Row> = { rows: Row[]; total: number; isCut: boolean };

export async function collectPages<Row>(
  load: (page: { pageNo: number; pageSize: number }) => Promise<Page<Row>>,
  options: { maxRows?: number; onProgress?: (loaded: number, total: number) => void } = {},
): Promise<CollectedRows<Row>> {
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const rows: Row[] = [];
  let total = 0;
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await load({ pageNo, pageSize: PAGE_SIZE_MAX });
    total = page.total;
    rows.push(...page.list);
    options.onProgress?.(Math.min(rows.length, maxRows), Math.min(total, maxRows));
    // A short page is the last one, whatever the total said when the first was read.
    if (page.list.length < PAGE_SIZE_MAX || rows.length >= total || rows.length >= maxRows) break;
  }
  return { rows: rows.slice(0, maxRows), total, isCut: total > maxRows };
}
