import { describe, expect, it } from 'vitest';
import { newTierForm, tierPreview, tierRequestOf } from './tier-form';

describe('the tier form', () => {
  it('previews what a tier pays on the sample day, truncated to the cent', () => {
    expect(tierPreview({ ...newTierForm, rateBp: 80 }, { turnover: '1234.56', net: '0' })).toEqual({
      applies: true,
      pays: '9.87',
    });
    expect(tierPreview({ ...newTierForm, minTurnover: '2000' }, { turnover: '1999.99', net: '0' })).toEqual({
      applies: false,
      pays: '0.00',
    });
    const net = { ...newTierForm, kind: 'commission' as const, model: 'net' as const, rateBp: 1000 };
    expect(tierPreview(net, { turnover: '100', net: '-98.00' })).toEqual({ applies: true, pays: '-9.80' });
    expect(tierPreview(net, { turnover: '100', net: 'abc' })).toBeNull();
  });

  it('sends a rebate as a level-1 rate on turnover', () => {
    expect(tierRequestOf({ ...newTierForm, level: 3, model: 'net' }, 7)).toEqual({
      id: 7,
      kind: 'rebate',
      level: 1,
      minTurnover: '0',
      model: 'turnover',
      rateBp: 50,
    });
  });
});
