// The top-up catalogue's operator calls: pay channels and the receiving accounts players pay into, all
// of them (disabled ones too), and saving either. A channel's save refetches the accounts as well, which
// show their channel's pay type.
import { operatorCalls } from '@fair28/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import { saveHook } from '@/api/save-hook';

const paymentsKey = ['admin', 'payments'] as const;

export const payChannelsQuery = queryOptions({
  queryKey: [...paymentsKey, 'channels'],
  queryFn: ({ signal }) => request(operatorCalls.adminPayChannelList, {}, { signal }),
});

export const receivingAccountsQuery = queryOptions({
  queryKey: [...paymentsKey, 'accounts'],
  queryFn: ({ signal }) => request(operatorCalls.adminReceivingAccountList, {}, { signal }),
});

export const useSavePayChannel = saveHook(operatorCalls.adminPayChannelSave, paymentsKey);

export const useSaveReceivingAccount = saveHook(
  operatorCalls.adminReceivingAccountSave,
  receivingAccountsQuery.queryKey,
);
