// POST /api/v1/push/kind/set: one kind of notification on or off, for every device of the player. The
// switch moves at once; a refusal puts it back.

import { type CallRequest, type calls, playerCallRoutes, type TPushSettingsResponse } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { pushSettingsKey } from './get-push-settings';

export function setPushKind(input: CallRequest<typeof calls.pushKindSet>) {
  return request(playerCallRoutes.pushKindSet, input);
}

export function useSetPushKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPushKind,
    onMutate: ({ kind, isOn }) => {
      queryClient.setQueriesData<TPushSettingsResponse>(
        { queryKey: pushSettingsKey },
        (settings) =>
          settings && {
            ...settings,
            kinds: settings.kinds.map((entry) =>
              entry.kind === kind
                ? { ...entry, isOn: isOn === true || isOn === '1' || isOn === 'true' }
                : entry,
            ),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSettingsKey }),
  });
}
