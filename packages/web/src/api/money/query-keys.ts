// The query keys of the money screens in one place, so a call that moves money refreshes every list
// and figure it changes, whichever feature shows them.

import type { QueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from '../account/get-user-details';

export const moneyKeys = {
  payChannels: ['pay-channels'],
  receivingAccounts: ['receiving-accounts'],
  rechargeRecords: ['recharge-records'],
  withdrawalParams: ['withdrawal-params'],
  withdrawalRecords: ['withdrawal-records'],
  pointChanges: ['point-changes'],
  bankCard: ['bank-card'],
  usdtAddresses: ['usdt-addresses'],
  messages: ['messages'],
} as const;

/** After money moved: the balance, the withdrawal figures, and every record list. */
export function refreshMoney(queryClient: QueryClient): Promise<void> {
  const keys = [
    userDetailsQueryKey,
    moneyKeys.withdrawalParams,
    moneyKeys.rechargeRecords,
    moneyKeys.withdrawalRecords,
    moneyKeys.pointChanges,
    moneyKeys.messages,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
