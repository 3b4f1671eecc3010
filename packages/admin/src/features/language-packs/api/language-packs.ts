// Language packs: the server's pack for a language (the same public call the player app merges over its
// bundled strings) and the operator's save, after which the pack is fetched again.
import { contentCalls, type WrittenLanguage } from '@fair28/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export const languagePackQuery = (language: WrittenLanguage) =>
  queryOptions({
    queryKey: ['admin', 'language-pack', language],
    queryFn: ({ signal }) => request(contentCalls.languagePack, { language }, { signal }),
  });

export function useSaveLanguagePack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pack: { language: WrittenLanguage; entries: Record<string, string> }) =>
      request(contentCalls.adminLanguagePackSave, pack),
    onSuccess: (saved) => client.setQueryData(languagePackQuery(saved.language).queryKey, saved),
    onSettled: (_saved, _error, pack) =>
      client.invalidateQueries({ queryKey: languagePackQuery(pack.language).queryKey }),
  });
}
