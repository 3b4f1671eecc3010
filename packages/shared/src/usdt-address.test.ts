import { describe, expect, it } from 'vitest';
import { isEthereumAddress, isTronAddress, isUsdtAddress } from './usdt-address';

// The USDT contract on TRON and on Ethereum: well-known public addresses.
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETHEREUM_USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('USDT addresses', () => {
  it('accepts real TRC20 and ERC20 addresses on their own network only', () => {
    expect(isTronAddress(TRON_USDT)).toBe(true);
    expect(isEthereumAddress(ETHEREUM_USDT)).toBe(true);
    expect(isUsdtAddress('TRC20', TRON_USDT)).toBe(true);
    expect(isUsdtAddress('ERC20', ETHEREUM_USDT)).toBe(true);
    expect(isUsdtAddress('TRC20', ETHEREUM_USDT)).toBe(false);
    expect(isUsdtAddress('ERC20', TRON_USDT)).toBe(false);
  });

  it('catches one mistyped character of a TRON address through its checksum', () => {
    const typo = `${TRON_USDT.slice(0, 10)}${TRON_USDT[10] === 'a' ? 'b' : 'a'}${TRON_USDT.slice(11)}`;
    expect(typo).toHaveLength(34);
    expect(isTronAddress(typo)).toBe(false);
  });

  it.each([
    '',
    'T',
    `${TRON_USDT}1`,
    TRON_USDT.slice(0, 33),
    TRON_USDT.replace('T', 'X'),
    `T${'0'.repeat(33)}`,
    ` ${TRON_USDT}`,
  ])('refuses %j as TRC20', (address) => {
    expect(isTronAddress(address)).toBe(false);
  });

  it.each([
    '',
    '0x',
    `${ETHEREUM_USDT}0`,
    ETHEREUM_USDT.slice(2),
    `0x${'g'.repeat(40)}`,
    `${ETHEREUM_USDT} `,
  ])('refuses %j as ERC20', (address) => {
    expect(isEthereumAddress(address)).toBe(false);
  });
});
