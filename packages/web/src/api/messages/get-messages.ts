// POST /api/v1/message/list: the player's system messages (what happened to their top-ups, withdrawals
// and card change requests), newest first, with the number still unread.

import { playerCallRoutes, type TMessageListResponse } from '@fair28/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { read } from '../client';
import { moneyKeys } from '../money/query-keys';
import { nextPageNo, RECORDS_PAGE_SIZE } from '../paging';

export function getMessages(
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TMessageListResponse> {
  return read(playerCallRoutes.messageList, { pageNo, pageSize }, signal);
}

export function messagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...moneyKeys.messages, 'list'],
    queryFn: ({ pageParam, signal }) => getMessages(pageParam, RECORDS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

export function useMessages() {
  return useInfiniteQuery(messagesQueryOptions());
}

/** Just the unread count, for a badge: the smallest page carries it. */
export function unreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: [...moneyKeys.messages, 'unread'],
    queryFn: ({ signal }) => getMessages(1, 1, signal).then((page) => page.unread),
  });
}

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions());
}
