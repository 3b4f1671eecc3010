// Reads the QR code in an image file in the browser. jsQR is loaded only when a player picks a QR
// image on the add-address page, so no other page carries it.

const MAX_SIDE = 1200;

/** The QR code's text, or null when none is found (or the image cannot be drawn). */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const [{ default: jsQR }, bitmap] = await Promise.all([
    import('jsqr'),
    createImageBitmap(file).catch(() => null),
  ]);
  if (!bitmap) return null;
  // Phone photos are large; a QR code reads as well, and far faster, from a smaller copy.
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  return jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
