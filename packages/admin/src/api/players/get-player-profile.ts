// One player's profile: money, bets, payout details, invitees, sessions and risk flags — for the profile
// page and beside a customer-service conversation.
import { playerCalls } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';

export const playerProfileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['admin', 'player', userId],
    queryFn: ({ signal }) => request(playerCalls.adminPlayerProfile, { userId }, { signal }),
  });

export function usePlayerProfile(userId: number) {
  return useQuery({ ...playerProfileQuery(userId), enabled: userId > 0 });
}
