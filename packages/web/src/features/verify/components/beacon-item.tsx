// The verify page's beacon check (docs/FAIRNESS.md §2): the beacon whose randomness the round's draw key
// joins to its hash — its network, round and time, signature and randomness, where a public relay shows it —
// and what was checked of it here. A round drawn before beacons says so plainly.

import { formatDateTime, type TVerifyRoundResponse } from '@fair28/shared';
import { LoadError } from '@/components/ui/load-state';
import { useTranslation } from '@/i18n/use-translation';
import { CheckItem } from './check-item';
import type { BeaconCheck } from './use-beacon-check';
import styles from './verify.module.css';

export function BeaconItem({ round, check }: { round: TVerifyRoundResponse; check: BeaconCheck }) {
  const { t } = useTranslation();
  const { beacon } = round;
  if (!beacon) {
    return (
      <CheckItem title={t('verify.beaconCheck')} status="none">
        <p className={styles.text}>{t('verify.beaconNone')}</p>
      </CheckItem>
    );
  }
  const { network } = check;
  const closed = formatDateTime(round.closesAt, { withSeconds: true });
  return (
    <CheckItem title={t('verify.beaconCheck')} status={check.status}>
      <p className={styles.text}>
        {network === null
          ? t('verify.beaconUnknownNetwork')
          : network.isLocal
            ? t('verify.beaconStandIn')
            : t('verify.beaconQuicknet')}
      </p>
      <p className={styles.label}>
        {t('verify.beaconRound', {
          round: beacon.round,
          time: formatDateTime(beacon.time, { withSeconds: true }),
        })}
      </p>
      {check.relayLink ? (
        <a className={styles.link} href={check.relayLink} target="_blank" rel="noreferrer">
          {t('verify.beaconRelayLink', { round: beacon.round })}
        </a>
      ) : null}
      <p className={styles.label}>{t('verify.beaconSignature')}</p>
      <code className={styles.hash}>{beacon.signature}</code>
      <p className={styles.label}>{t('verify.beaconRandomness')}</p>
      <code className={styles.hash}>{beacon.randomness}</code>
      {check.infoError ? <LoadError error={check.infoError} onRetry={check.retryInfo} /> : null}
      {network ? (
        <p className={styles.text}>
          {check.isRoundOfClose
            ? t('verify.beaconRoundPass', { closed })
            : t('verify.beaconRoundFail', { closed })}
        </p>
      ) : null}
      {network && check.isRoundOfClose ? (
        <p className={styles.text}>
          {check.signatureFault === undefined
            ? t('verify.beaconSignatureChecking')
            : check.signatureFault === null
              ? t('verify.beaconSignaturePass')
              : t('verify.beaconSignatureFail')}
        </p>
      ) : null}
    </CheckItem>
  );
}
