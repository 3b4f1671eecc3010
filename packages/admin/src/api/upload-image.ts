// An image the operator picks (a reply in the inbox, a banner, goods, a QR code): read as a data URL and sent
// to the upload call, whose answer gives the id other calls take and a URL to preview it.
import { calls, type TUploadedImage } from '@fair28/shared';
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
  return request(calls.uploadImage, { image: await readAsDataUrl(file) });
}
