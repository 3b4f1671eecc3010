// A USDT address as a player reads and compares it: monospace, in groups of four that wrap as wholes, so a
// narrow column never leaves one letter on a line. Copying is the copy button's job (it copies it whole).

import { addressGroups } from '@/lib/usdt';
import styles from './usdt-address.module.css';

export function UsdtAddress({ address }: { address: string }) {
  return (
    <code className={styles.address}>
      {addressGroups(address).map((group, index) => (
        // Groups repeat ("xxxx" twice); their place is what tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the place is the identity here
        <span key={index} className={styles.group}>
          {group}
        </span>
      ))}
    </code>
  );
}
