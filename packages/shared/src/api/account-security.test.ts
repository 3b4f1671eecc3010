import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isRecoveryCode, isSignInCode, ZSignInCode } from './account-security';

describe('second-step codes', () => {
  it('are the app’s 6 digits or a recovery code, as typed', () => {
    for (const typed of ['123456', ' 123 456 ', 'abcde-fghjk', 'ABCDE FGHJK', 'abcdefghjk']) {
      expect(isSignInCode(typed), typed).toBe(true);
    }
    for (const typed of ['12345', '1234567', 'abcde-fghj', 'abcde-fghj1', 'abcdo-fghjk', '']) {
      expect(isSignInCode(typed), typed).toBe(false);
    }
  });

  it('parse to one form: digits, or the recovery code in lower case without its dash', () => {
    expect(ZSignInCode.parse(' 123 456')).toBe('123456');
    expect(ZSignInCode.parse('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(ZSignInCode.safeParse('abcde-fghj').success).toBe(false);
  });

  it('show recovery codes as two groups of five, which read back as themselves', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
    expect(isRecoveryCode('abcdefghjk')).toBe(true);
    // Never 6 digits, so a recovery code is never taken for the app's code.
    expect(isRecoveryCode('123456')).toBe(false);
  });
});
