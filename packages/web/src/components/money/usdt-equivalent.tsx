// USDT beside yuan on USDT top-ups and withdrawals: the amount in USDT with its ¥ equivalent, and the
// rate with where it came from; when the server has no rate, yuan only with a short note.

import { displayMoney, formatDateTime } from '@fair28/shared';
import { useUsdtRate } from '@/api/money/get-usdt-rate';
import { useTranslation } from '@/i18n/use-translation';
import { usdtForYuan } from '@/lib/usdt';
import styles from './usdt-equivalent.module.css';

/** "13.89 USDT ≈ ¥100.00" for a typed yuan amount; nothing until an amount and a rate are there. */
export function UsdtAmount({ amount }: { amount: string | bigint }) {
  const { t } = useTranslation();
  const rate = useUsdtRate();
  const usdt = rate.data ? usdtForYuan(amount, rate.data.rate) : null;
  if (!usdt) return null;
  return (
    <p className={styles.amount} aria-live="polite">
      <strong>{t('usdt.inUsdt', { amount: usdt })}</strong>{' '}
      {t('usdt.equivalent', { amount: displayMoney(typeof amount === 'bigint' ? amount : amount.trim()) })}
    </p>
  );
}

/** The rate line, or the note that there is none. */
export function UsdtRateNote() {
  const { t } = useTranslation();
  const rate = useUsdtRate();
  if (rate.isPending || rate.isError) return null;
  if (!rate.data) return <p className={styles.note}>{t('usdt.noRate')}</p>;
  return (
    <p className={styles.rate}>
      {t('usdt.rate', { rate: `¥${rate.data.rate}` })}
      <span className={styles.source}>
        {t('usdt.rateSource', { source: rate.data.source, time: formatDateTime(rate.data.fetchTime) })}
      </span>
    </p>
  );
}

/** For a confirmation: "13.89 USDT", or null without a rate. */
export function useUsdtText(amount: string | bigint): string | null {
  const { t } = useTranslation();
  const rate = useUsdtRate();
  const usdt = rate.data ? usdtForYuan(amount, rate.data.rate) : null;
  return usdt ? t('usdt.inUsdt', { amount: usdt }) : null;
}
