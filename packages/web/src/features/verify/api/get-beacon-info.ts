// POST /api/v1/beacon/info: the beacon network the site's rounds are decided by — quicknet, or the site's own
// stand-in (its public key, and that it is not independent) — and where a public relay serves its beacons.

import { playerCallRoutes, type TBeaconInfoResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getBeaconInfo(signal?: AbortSignal): Promise<TBeaconInfoResponse> {
  return read(playerCallRoutes.beaconInfo, {}, signal);
}

export function useBeaconInfo() {
  return useQuery(
    queryOptions({
      queryKey: ['beaconInfo'],
      queryFn: ({ signal }) => getBeaconInfo(signal),
      // The network changes only when the operator switches it, at a restart.
      staleTime: 10 * 60_000,
    }),
  );
}
