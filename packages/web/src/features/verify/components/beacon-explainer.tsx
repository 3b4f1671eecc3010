// How a beacon decides each round, in plain words: the part of the page the room's "decided by" line opens.

import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './verify.module.css';

export function BeaconExplainer({ isAsked }: { isAsked: boolean }) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isAsked) section.current?.scrollIntoView({ block: 'start' });
  }, [isAsked]);
  return (
    <section
      ref={section}
      className={`${styles.form} ${styles.explainer}`}
      aria-labelledby="verify-beacon-title"
    >
      <h2 id="verify-beacon-title" className={styles.formTitle}>
        {t('verify.beaconTitle')}
      </h2>
      <p className={styles.text}>{t('verify.beaconExplained')}</p>
      <p className={styles.text}>{t('verify.beaconDrawKey')}</p>
      <p className={styles.hint}>{t('verify.beaconStandInExplained')}</p>
    </section>
  );
}
