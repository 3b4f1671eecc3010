// GET /api/v1/upload/image/<id>: an uploaded image, which the server shows only to a session that may
// see it. An <img src> cannot send the session, so the bytes are fetched with it and shown from memory.

import { ApiError, callUrl } from '@fair28/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readToken } from '@/lib/session';
import { startUp } from '../client';
import { readCurrentLine } from '../client-config';

export async function getImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const probed = await startUp();
  const line = readCurrentLine() ?? probed;
  const token = readToken();
  const response = await fetch(callUrl(line.url, url), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, 'http');
  return response.blob();
}

export function imageQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['image', url],
    queryFn: ({ signal }) => getImage(url, signal),
    // An upload never changes under its id.
    staleTime: Number.POSITIVE_INFINITY,
    enabled: url !== '',
  });
}

/** An object URL of the image for an <img>, released when the component lets it go. */
export function useImageObjectUrl(url: string) {
  const image = useQuery(imageQueryOptions(url));
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const next = URL.createObjectURL(image.data);
    setObjectUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setObjectUrl(null);
    };
  }, [image.data]);
  return { objectUrl, isError: image.isError, isPending: image.isPending && url !== '' };
}
