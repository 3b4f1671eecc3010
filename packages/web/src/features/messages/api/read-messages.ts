// POST /api/v1/message/read: marks one message read, or all of them when no id is given.

import { playerCallRoutes } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { moneyKeys } from '@/api/money/query-keys';

export function readMessages(id?: number) {
  return request(playerCallRoutes.messageRead, id === undefined ? {} : { id }, { showLoading: false });
}

export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSuccess: (answer) => {
      queryClient.setQueryData([...moneyKeys.messages, 'unread'], answer.unread);
      return queryClient.invalidateQueries({ queryKey: [...moneyKeys.messages, 'list'] });
    },
  });
}
