// POST /api/v1/cocos/version: the server's name, version and protocol version (resBody is plain JSON).

import { playerCallRoutes, type TVersionResponse } from '@fair28/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';

export function getVersion(signal?: AbortSignal): Promise<TVersionResponse> {
  return read(playerCallRoutes.version, {}, signal);
}

export function versionQueryOptions() {
  return queryOptions({ queryKey: ['version'], queryFn: ({ signal }) => getVersion(signal) });
}

export function useVersion() {
  return useQuery(versionQueryOptions());
}
