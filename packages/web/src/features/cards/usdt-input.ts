// Reading a USDT address from what a wallet app puts in its QR code — a bare address, or a payment
// URI such as `tron:T…?amount=1` or EIP-681's `ethereum:0xToken@1/transfer?address=0xRecipient` —
// and telling its network from its format.

import { isEthereumAddress, isTronAddress, type UsdtNetwork } from '@fair28/shared';

export type ScannedAddress = { address: string; network: UsdtNetwork | null };

/** The network whose format the address has (the TRON checksum included), if any. */
export function networkOf(address: string): UsdtNetwork | null {
  if (isTronAddress(address)) return 'TRC20';
  if (isEthereumAddress(address)) return 'ERC20';
  return null;
}

/** The address a QR code holds, or null when its text is not an address of either network. */
export function addressFromQrText(text: string): ScannedAddress | null {
  const trimmed = text.trim();
  const uri = /^([a-z][a-z0-9+.-]*):(?:\/\/)?([^?]*)(?:\?(.*))?$/i.exec(trimmed);
  let candidate = trimmed;
  if (uri) {
    const [, , target = '', query = ''] = uri;
    // A token transfer names the token contract first; the recipient is the `address` parameter.
    const recipient = /\/transfer$/i.test(target) ? new URLSearchParams(query).get('address') : null;
    candidate = recipient ?? target.replace(/@\d+$/, '').replace(/\/.*$/, '');
  }
  const network = networkOf(candidate);
  return network ? { address: candidate, network } : null;
}
