// Paging of the record lists: every list call answers { list, total, pageNo, pageSize }, and the next
// page is asked for while the pages so far hold fewer rows than the total.

export const RECORDS_PAGE_SIZE = 20;

export type PageOf<T> = { list: T[]; total: number; pageNo: number; pageSize: number };

export function nextPageNo(last: PageOf<unknown>): number | undefined {
  return last.pageNo * last.pageSize < last.total && last.list.length > 0 ? last.pageNo + 1 : undefined;
}
