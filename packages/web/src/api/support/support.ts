// Customer service: the channel list (/api/v1/service/list) and the player's conversation — history
// newest first (older pages by `beforeId`), sending, reading, and the unread count the service tab shows.

import {
  newIdempotencyKey,
  playerCallRoutes,
  type TSupportHistoryResponse,
  type TSupportMessage,
} from '@fair28/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useFirstScreenUp } from '@/hooks/use-first-screen-up';
import { read, request } from '../client';

export const supportKeys = {
  all: ['support'] as const,
  channels: ['support', 'channels'] as const,
  history: ['support', 'history'] as const,
  unread: ['support', 'unread'] as const,
};

export function useServiceChannels() {
  return useQuery(
    queryOptions({
      queryKey: supportKeys.channels,
      queryFn: ({ signal }) => read(playerCallRoutes.serviceList, {}, signal),
    }),
  );
}

const HISTORY_PAGE_SIZE = 20;

export function supportHistoryOptions() {
  return infiniteQueryOptions({
    queryKey: supportKeys.history,
    queryFn: ({ pageParam, signal }) =>
      read(
        playerCallRoutes.supportHistory,
        { pageSize: HISTORY_PAGE_SIZE, ...(pageParam ? { beforeId: pageParam } : {}) },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last: TSupportHistoryResponse) => (last.hasMore ? last.list.at(-1)?.id : undefined),
  });
}

export function useSupportHistory() {
  return useInfiniteQuery(supportHistoryOptions());
}

/** The unread count of the tab bar's badge: asked once the first screen is up, which does not wait for it. */
export function useSupportUnread() {
  const isFirstScreenUp = useFirstScreenUp();
  return useQuery<number>({
    enabled: isFirstScreenUp,
    queryKey: supportKeys.unread,
    queryFn: ({ signal }) => read(playerCallRoutes.supportUnread, {}, signal).then((answer) => answer.unread),
  });
}

type History = InfiniteData<TSupportHistoryResponse, number>;

/** Puts a message (sent, or pushed over the socket) into the newest page, once. */
export function addToHistory(client: QueryClient, message: TSupportMessage): void {
  client.setQueryData<History>(supportKeys.history, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.list.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const playerReadId =
      message.sender === 'player' ? Math.max(first.playerReadId, message.id) : first.playerReadId;
    return { ...data, pages: [{ ...first, playerReadId, list: [message, ...first.list] }, ...rest] };
  });
}

/** Both sides' read positions from a receipt. */
export function setReadPositions(client: QueryClient, operatorReadId: number, playerReadId: number): void {
  client.setQueryData<History>(supportKeys.history, (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return {
      ...data,
      pages: [
        {
          ...first,
          operatorReadId: Math.max(first.operatorReadId, operatorReadId),
          playerReadId: Math.max(first.playerReadId, playerReadId),
        },
        ...rest,
      ],
    };
  });
}

export type SupportDraft = { text: string } | { imageId: string };

export function useSendSupportMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: SupportDraft & { idempotencyKey?: string }) =>
      request(
        playerCallRoutes.supportSend,
        { idempotencyKey: newIdempotencyKey(), ...draft },
        { showLoading: false },
      ),
    onSuccess: (message) => addToHistory(client, message),
  });
}

export function useReadSupport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      request(playerCallRoutes.supportRead, { messageId }, { showLoading: false }),
    onSuccess: (answer, messageId) => {
      client.setQueryData(supportKeys.unread, answer.unread);
      setReadPositions(client, 0, messageId);
    },
  });
}
