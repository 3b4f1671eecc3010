import { describe, expect, it } from 'vitest';
import { addressFromQrText, networkOf } from './usdt-input';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETHEREUM = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const RECIPIENT = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('USDT addresses from QR codes', () => {
  it('tell the network from the format, the TRON checksum included', () => {
    expect(networkOf(TRON)).toBe('TRC20');
    expect(networkOf(ETHEREUM)).toBe('ERC20');
    expect(networkOf(`${TRON.slice(0, 33)}u`)).toBeNull();
    expect(networkOf('hello')).toBeNull();
  });

  it('read bare addresses and payment URIs', () => {
    expect(addressFromQrText(` ${TRON}\n`)).toEqual({ address: TRON, network: 'TRC20' });
    expect(addressFromQrText(`tron:${TRON}?amount=10`)).toEqual({ address: TRON, network: 'TRC20' });
    expect(addressFromQrText(`ethereum:${ETHEREUM}@1`)).toEqual({ address: ETHEREUM, network: 'ERC20' });
    expect(addressFromQrText(`ethereum:${ETHEREUM}@1/transfer?address=${RECIPIENT}&uint256=1e6`)).toEqual({
      address: RECIPIENT,
      network: 'ERC20',
    });
  });

  it('find nothing in other QR codes', () => {
    expect(addressFromQrText('https://example.com/pay?to=someone')).toBeNull();
    expect(addressFromQrText('WIFI:S:home;T:WPA;P:secret;;')).toBeNull();
    expect(addressFromQrText('')).toBeNull();
  });
});
