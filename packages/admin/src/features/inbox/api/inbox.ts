// The inbox's calls: conversations by tab with their counts, a conversation's history and notes, replies
// (text or an uploaded image), reads, typing, status, assignment and canned replies. Every change is
// followed by a refetch of what it touches; other operators' changes arrive over the socket
// (use-inbox-live) and refetch the same keys.
import {
  type SupportStatus,
  supportCalls,
  type TAdminCannedReplySaveRequest,
  type TAdminSupportConversationListRequest,
} from '@fair28/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { uploadImage } from '@/api/upload-image';

export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  lists: ['admin', 'inbox', 'list'] as const,
  counts: ['admin', 'inbox', 'counts'] as const,
  history: (userId: number) => ['admin', 'inbox', 'history', userId] as const,
  notes: (userId: number) => ['admin', 'inbox', 'notes', userId] as const,
  canned: ['admin', 'inbox', 'canned'] as const,
  agents: ['admin', 'inbox', 'agents'] as const,
};

export type InboxTab = { assignee: TAdminSupportConversationListRequest['assignee']; status: SupportStatus };

/** Enough conversations for a desk's day; older ones are a search away in the player's profile. */
const LIST_SIZE = 100;
/** Messages per page of history; "earlier messages" asks for the page before. */
export const HISTORY_PAGE = 30;

export const conversationsQuery = (tab: InboxTab) =>
  queryOptions({
    queryKey: [...inboxKeys.lists, tab.assignee, tab.status],
    queryFn: ({ signal }) =>
      request(
        supportCalls.adminSupportConversationList,
        { assignee: tab.assignee, status: tab.status, pageNo: 1, pageSize: LIST_SIZE },
        { signal },
      ),
  });

export const countsQuery = queryOptions({
  queryKey: inboxKeys.counts,
  queryFn: ({ signal }) => request(supportCalls.adminSupportCounts, {}, { signal }),
});

export const notesQuery = (userId: number) =>
  queryOptions({
    queryKey: inboxKeys.notes(userId),
    queryFn: ({ signal }) => request(supportCalls.adminSupportNoteList, { userId }, { signal }),
  });

export const cannedQuery = queryOptions({
  queryKey: inboxKeys.canned,
  queryFn: ({ signal }) => request(supportCalls.adminCannedReplyList, {}, { signal }),
  staleTime: 60_000,
});

export const agentsQuery = queryOptions({
  queryKey: inboxKeys.agents,
  queryFn: ({ signal }) => request(supportCalls.adminSupportAgents, {}, { signal }),
  staleTime: 60_000,
});

/** One page of history, newest first: before `beforeId`, or the newest. */
export function fetchHistory(userId: number, beforeId: number | undefined, signal?: AbortSignal) {
  return request(
    supportCalls.adminSupportHistory,
    { userId, pageSize: HISTORY_PAGE, ...(beforeId ? { beforeId } : {}) },
    signal ? { signal } : {},
  );
}

function useRefetchInbox(userId?: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: inboxKeys.lists });
    void client.invalidateQueries({ queryKey: inboxKeys.counts });
    if (userId !== undefined) {
      void client.invalidateQueries({ queryKey: inboxKeys.history(userId) });
      void client.invalidateQueries({ queryKey: inboxKeys.notes(userId) });
    }
  };
}

/** A reply: text, or an image uploaded first. The key makes a retried send store one message. */
export function useReply(userId: number) {
  const refetch = useRefetchInbox(userId);
  return useMutation({
    mutationFn: async (input: { text: string; key: string } | { image: File; key: string }) => {
      if ('text' in input) {
        return request(supportCalls.adminSupportReply, {
          userId,
          text: input.text,
          idempotencyKey: input.key,
        });
      }
      const uploaded = await uploadImage(input.image);
      return request(supportCalls.adminSupportReply, {
        userId,
        imageId: uploaded.id,
        idempotencyKey: input.key,
      });
    },
    onSuccess: refetch,
  });
}

export function useAddNote(userId: number) {
  const refetch = useRefetchInbox(userId);
  return useMutation({
    mutationFn: (text: string) => request(supportCalls.adminSupportNoteAdd, { userId, text }),
    onSuccess: refetch,
  });
}

export function useMarkRead(userId: number) {
  const refetch = useRefetchInbox();
  return useMutation({
    mutationFn: (messageId: number) => request(supportCalls.adminSupportRead, { userId, messageId }),
    onSuccess: refetch,
  });
}

export function sendTyping(userId: number): Promise<unknown> {
  return request(supportCalls.adminSupportTyping, { userId });
}

export function useSetStatus(userId: number) {
  const refetch = useRefetchInbox(userId);
  return useMutation({
    mutationFn: (status: SupportStatus) => request(supportCalls.adminSupportStatus, { userId, status }),
    onSuccess: refetch,
  });
}

export function useAssign(userId: number) {
  const refetch = useRefetchInbox(userId);
  return useMutation({
    mutationFn: (assigneeId: number) => request(supportCalls.adminSupportAssign, { userId, assigneeId }),
    onSuccess: refetch,
  });
}

export function useSaveCanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      reply: Partial<Pick<TAdminCannedReplySaveRequest, 'id'>> & Omit<TAdminCannedReplySaveRequest, 'id'>,
    ) => request(supportCalls.adminCannedReplySave, reply),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.canned }),
  });
}

export function useDeleteCanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(supportCalls.adminCannedReplyDelete, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.canned }),
  });
}
