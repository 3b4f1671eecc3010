import { describe, expect, it } from 'vitest';
import { isOwnImagePath } from './image-path';

describe('the image preview', () => {
  it('shows this site’s own images only', () => {
    expect(isOwnImagePath('/api/v1/upload/image/12')).toBe(true);
    expect(isOwnImagePath('/api/v1/upload/image/12?expires=1&sig=ab-_')).toBe(true);
    for (const url of [
      '',
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      '/../etc',
      'data:image/png;base64,AA',
    ]) {
      expect(isOwnImagePath(url), url).toBe(false);
    }
  });
});
