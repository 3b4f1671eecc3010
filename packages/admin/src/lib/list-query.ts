// A list's state in the page address: its filters, page, page size and order, so a filtered list can be
// reloaded, shared and returned to. Blank filters and defaults stay out of the address. A list may filter
// by default (a review queue shows pending requests); `all` in the address lifts such a filter.
import { type ListOrder, listOrders, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@fair28/shared';

export type ListState = {
  pageNo: number;
  pageSize: number;
  /** Absent: the list's own default order. */
  order?: ListOrder;
  /** Filter values by field name, as text; blank ones are left out. */
  filters: Record<string, string>;
};

const PAGE_SIZES = [10, 20, 50, 100] as const;

function wholeNumber(text: string | null, fallback: number, min: number, max: number): number {
  if (text === null || !/^\d{1,7}$/.test(text)) return fallback;
  return Math.min(max, Math.max(min, Number(text)));
}

/** A filter value meaning "no filter", where the list filters by default. */
export const ANY = 'all';

/** Reads the list's state from the address; unknown names and malformed values fall back to defaults. */
export function readListState(
  params: URLSearchParams,
  filterNames: readonly string[],
  defaultFilters: Readonly<Record<string, string>> = {},
): ListState {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name)?.trim() || defaultFilters[name];
    if (value) filters[name] = value;
  }
  const order = params.get('order');
  return {
    pageNo: wholeNumber(params.get('pageNo'), 1, 1, 1_000_000),
    pageSize: wholeNumber(params.get('pageSize'), PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX),
    ...(listOrders.includes(order as ListOrder) ? { order: order as ListOrder } : {}),
    filters,
  };
}

/** The address of a state: only what differs from the defaults, in a stable order. */
export function writeListState(
  state: ListState,
  defaultFilters: Readonly<Record<string, string>> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const names = [...new Set([...Object.keys(state.filters), ...Object.keys(defaultFilters)])].sort();
  for (const name of names) {
    // A default filter cleared in the form is written as `all`, so the address keeps it lifted.
    const value = state.filters[name]?.trim() || (defaultFilters[name] ? ANY : '');
    if (value && value !== defaultFilters[name]) params.set(name, value);
  }
  if (state.order) params.set('order', state.order);
  if (state.pageNo !== 1) params.set('pageNo', String(state.pageNo));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) params.set('pageSize', String(state.pageSize));
  return params;
}

/** New filters start again at the first page. */
export function withFilters(state: ListState, filters: Record<string, string | undefined>): ListState {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (value?.trim()) kept[name] = value.trim();
  return { ...state, pageNo: 1, filters: kept };
}

/** The list call's request body: the filters, the page and the order (the list's default when unset). */
export function listRequest(state: ListState, defaultOrder?: ListOrder): Record<string, string | number> {
  const order = state.order ?? defaultOrder;
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, value]) => value !== ANY));
  return {
    ...filters,
    pageNo: state.pageNo,
    pageSize: state.pageSize,
    ...(order ? { order } : {}),
  };
}

export const pageSizeOptions = PAGE_SIZES.map(String);
