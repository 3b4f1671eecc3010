// USDT address formats: TRC20 (TRON: base58check, "T" + 33 characters) and ERC20 (Ethereum: "0x" + 40 hex
// digits). The TRON checksum is verified, so a mistyped character is caught before money is sent to it.
import { sha256 } from './game/sha256';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** A TRON address is 0x41, the 20-byte account, then 4 checksum bytes. */
const TRON_PREFIX = 0x41;
const TRON_BYTES = 25;

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export function isTronAddress(address: string): boolean {
  if (!TRON_ADDRESS.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes?.length !== TRON_BYTES || bytes[0] !== TRON_PREFIX) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[21 + i]);
}

/** The format only: a mixed-case EIP-55 checksum needs Keccak-256, which this package does not carry. */
export function isEthereumAddress(address: string): boolean {
  return ETHEREUM_ADDRESS.test(address);
}

export function isUsdtAddress(network: 'TRC20' | 'ERC20', address: string): boolean {
  return network === 'TRC20' ? isTronAddress(address) : isEthereumAddress(address);
}
