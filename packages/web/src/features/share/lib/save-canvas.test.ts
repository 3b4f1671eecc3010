import { describe, expect, it } from 'vitest';
import { qrFileName } from './save-canvas';

describe('the saved QR code', () => {
  it('is named after the invitation code, safely', () => {
    expect(qrFileName('AB12cd')).toBe('fair28-invite-AB12cd.png');
    expect(qrFileName('../x y')).toBe('fair28-invite-xy.png');
  });
});
