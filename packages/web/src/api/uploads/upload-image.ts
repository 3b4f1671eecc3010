// POST /api/v1/upload/image: an image as base64 in a form post (payment certificates, QR codes),
// sent through XMLHttpRequest so the form can show how much has gone up.

import { playerCallRoutes, type TUploadedImage } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../client';

export type UploadImageInput = {
  /** Standard base64 of the file. */
  base64: string;
  onProgress: (fraction: number) => void;
};

export function uploadImage({ base64, onProgress }: UploadImageInput): Promise<TUploadedImage> {
  // Its own progress bar replaces the loading toast.
  return request(
    playerCallRoutes.uploadImage,
    { image: base64 },
    { showLoading: false, onUploadProgress: onProgress },
  );
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
