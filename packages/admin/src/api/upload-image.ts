// An image the operator picks (a reply in the inbox, a banner, goods, a QR code): read as a data URL and sent
// to the upload call, whose answer gives the id other calls take and a URL to preview it. And showing an
// uploaded image: the server serves one only with the session (or a signed link), which an <img src>
// cannot send, so the bytes are fetched with it and shown from memory.
import { type TUploadedImage, uploadCalls } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readToken } from '../lib/session';
import { request } from './client';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export async function uploadImage(file: File): Promise<TUploadedImage> {
  return request(uploadCalls.uploadImage, { image: await readAsDataUrl(file) });
}

async function fetchImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}

/** An object URL of an uploaded image for an <img>, released when the component lets it go. */
export function useImageObjectUrl(url: string) {
  const image = useQuery({
    queryKey: ['admin', 'image', url],
    queryFn: ({ signal }) => fetchImage(url, signal),
    // An upload never changes under its id.
    staleTime: Number.POSITIVE_INFINITY,
    enabled: url !== '',
  });
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
  return { objectUrl, isError: image.isError };
}
