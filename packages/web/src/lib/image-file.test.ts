import { describe, expect, it } from 'vitest';
import { checkImageBytes, checkImageSize, MAX_UPLOAD_KB, sniffImageType, toBase64 } from './image-file';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const webp = new TextEncoder().encode('RIFF\u0010\u0000\u0000\u0000WEBP');

describe('image checks before an upload', () => {
  it('read the type from the bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(webp)).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF....WAVE'))).toBeNull();
  });

  it('refuse empty, oversized and unsupported files with the server’s messages', () => {
    expect(checkImageBytes(0, png)).toEqual({ message: 'upload.chooseImage', args: [] });
    expect(checkImageBytes(MAX_UPLOAD_KB * 1024, png)).toBeNull();
    expect(checkImageBytes(MAX_UPLOAD_KB * 1024 + 1, png)).toEqual({
      message: 'upload.tooManyBytes',
      args: [MAX_UPLOAD_KB],
    });
    expect(checkImageBytes(100, new TextEncoder().encode('<html><body>'))).toEqual({
      message: 'upload.unsupportedType',
      args: [],
    });
  });

  it('refuse more than 8000 px a side or 40 megapixels', () => {
    expect(checkImageSize(8000, 5000)).toBeNull();
    expect(checkImageSize(8001, 10)?.message).toBe('upload.tooManyPixels');
    expect(checkImageSize(7000, 7000)?.message).toBe('upload.tooManyPixels');
  });

  it('encode canonical padded base64, in slices for large files', () => {
    expect(toBase64(Uint8Array.from([0xff, 0xfe, 0xfd, 0x00]))).toBe('//79AA==');
    const large = Uint8Array.from({ length: 100_003 }, (_, index) => index % 256);
    expect(toBase64(large)).toBe(Buffer.from(large).toString('base64'));
  });
});
