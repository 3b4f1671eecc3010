// What players read: banners, notices and events (one call per kind), and the rich-text pages (about,
// rules…) in each language. Saving answers the item as the server stored it (its HTML sanitised).
import {
  type CallRequest,
  type ContentKind,
  type calls,
  clientOptionCalls,
  contentCalls,
  type TTextPageSaveRequest,
} from '@fair28/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export const contentKeys = {
  items: (kind: ContentKind) => ['admin', 'content', kind] as const,
  textPages: ['admin', 'textPages'] as const,
  clientOptions: ['admin', 'clientOptions'] as const,
};

export const clientOptionsQuery = queryOptions({
  queryKey: contentKeys.clientOptions,
  queryFn: ({ signal }) => request(clientOptionCalls.adminClientOptionList, {}, { signal }),
});

export const contentQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: contentKeys.items(kind),
    queryFn: ({ signal }) => request(contentCalls.adminContentList, { kind }, { signal }),
  });

export const textPagesQuery = queryOptions({
  queryKey: contentKeys.textPages,
  queryFn: ({ signal }) => request(contentCalls.adminTextPageList, {}, { signal }),
});

export type ContentForm = CallRequest<typeof calls.adminContentSave>;

export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ContentForm) => request(contentCalls.adminContentSave, form),
    onSuccess: (saved) => client.invalidateQueries({ queryKey: contentKeys.items(saved.kind) }),
  });
}

export function useSaveTextPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: TTextPageSaveRequest) => request(contentCalls.adminTextPageSave, form),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.textPages }),
  });
}
