// POST /api/v2/redPacket/claim: the player takes the packet's next share; once per packet. The answer
// carries the balance right after it.

import { playerCallRoutes, type TRedPacketClaimResponse, type TUserInfo } from '@fair28/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from '@/api/account/get-user-details';
import { request } from '@/api/client';
import { redPacketDetailQueryKey, redPacketsQueryKey } from './get-red-packets';

export function claimRedPacket(id: number): Promise<TRedPacketClaimResponse> {
  return request(playerCallRoutes.redPacketClaim, { id });
}

export function useClaimRedPacket(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRedPacket,
    onSuccess: (answer, id) => {
      queryClient.setQueryData<TUserInfo>(userDetailsQueryKey, (user) =>
        user ? { ...user, point: answer.balance } : user,
      );
      void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
      void queryClient.invalidateQueries({ queryKey: redPacketsQueryKey(roomId) });
      void queryClient.invalidateQueries({ queryKey: redPacketDetailQueryKey(id) });
    },
  });
}
