import { describe, expect, it } from 'vitest';
import { cardFieldsOf } from './card-fields';

describe('the fields of a bank card', () => {
  it('has an IFSC code only in the market whose banks use one', () => {
    expect(cardFieldsOf('in')).toContain('ifscCode');
    expect(cardFieldsOf('cn')).not.toContain('ifscCode');
    expect(cardFieldsOf(undefined)).not.toContain('ifscCode');
  });

  it('keeps the holder, bank and number first in every market', () => {
    expect(cardFieldsOf('cn').slice(0, 3)).toEqual(['realName', 'bankName', 'cardNo']);
    expect(cardFieldsOf('in').slice(0, 3)).toEqual(['realName', 'bankName', 'cardNo']);
  });
});
