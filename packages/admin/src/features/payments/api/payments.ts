// The top-up catalogue's operator calls: pay channels and the receiving accounts players pay into, all
// of them (disabled ones too), and saving either. A channel's save refetches the accounts as well, which
// show their channel's pay type.
import { type CallRequest, callRoutes, type calls } from '@fair28/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

const paymentsKey = ['admin', 'payments'] as const;

export const payChannelsQuery = queryOptions({
  queryKey: [...paymentsKey, 'channels'],
  queryFn: ({ signal }) => request(callRoutes.adminPayChannelList, {}, { signal }),
});

export const receivingAccountsQuery = queryOptions({
  queryKey: [...paymentsKey, 'accounts'],
  queryFn: ({ signal }) => request(callRoutes.adminReceivingAccountList, {}, { signal }),
});

export function useSavePayChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: CallRequest<typeof calls.adminPayChannelSave>) =>
      request(callRoutes.adminPayChannelSave, channel),
    onSettled: () => client.invalidateQueries({ queryKey: paymentsKey }),
  });
}

export function useSaveReceivingAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: CallRequest<typeof calls.adminReceivingAccountSave>) =>
      request(callRoutes.adminReceivingAccountSave, account),
    onSettled: () => client.invalidateQueries({ queryKey: receivingAccountsQuery.queryKey }),
  });
}
