// One bet in the records: what was bet, where and on which round, the stake and odds, how it ended, what
// came back, the round's result and a link to verify that round; a bet an auto-bet plan placed is tagged.

import { displayMoney, formatDateTime, type TBetRecord } from '@fair28/shared';
import { ResultBalls } from '@/components/game/result-balls';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import styles from './bet-record-item.module.css';

export function BetRecordItem({ record }: { record: TBetRecord }) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  const label = betLabel(record.betType);
  return (
    <article className={styles.item} aria-label={`${label} · ${t('round.issue', { issue: record.issue })}`}>
      <div className={styles.top}>
        <span className={styles.label}>{label}</span>
        {record.planId !== null ? (
          <span className={styles.auto} title={t('plan.title')}>
            {t('plan.tag')}
          </span>
        ) : null}
        <span className={styles.where}>
          {record.roomName} · {t('round.issue', { issue: record.issue })}
        </span>
        <span className={`${styles.outcome} ${styles[record.outcome] ?? ''}`}>
          {t(`betOutcome.${record.outcome}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bets.stake')}</dt>
          <dd>{displayMoney(record.amount)}</dd>
        </div>
        <div>
          <dt>{t('bets.odds')}</dt>
          <dd>×{record.odds}</dd>
        </div>
        <div>
          <dt>{t('bets.payout')}</dt>
          <dd className={record.outcome === 'win' ? styles.won : undefined}>
            {record.outcome === 'pending' || record.outcome === 'cancelled'
              ? '—'
              : displayMoney(record.payout)}
          </dd>
        </div>
      </dl>
      {record.paidOdds && record.paidOdds !== record.odds ? (
        <p className={styles.note}>{t('bets.paidOdds', { odds: record.paidOdds })}</p>
      ) : null}
      <div className={styles.bottom}>
        {record.result ? (
          <>
            <ResultBalls issue={record.issue} {...record.result} />
            <Link
              className={styles.verify}
              to={withQuery(routes.verify.path, { roundId: record.roundId })}
              aria-label={t('bets.verify', { issue: record.issue })}
            >
              {t('room.verify')}
            </Link>
            <Link
              className={styles.verify}
              to={withQuery(routes.screenshot.path, { betId: record.betId })}
              aria-label={t('bets.shareSlip', { issue: record.issue })}
            >
              {t('shot.share')}
            </Link>
          </>
        ) : (
          <span className={styles.time}>
            {t('bets.placedAt')} {formatDateTime(record.createdAt, { withSeconds: true })}
          </span>
        )}
      </div>
      {record.result ? (
        <p className={styles.time}>
          {t('bets.placedAt')} {formatDateTime(record.createdAt, { withSeconds: true })}
        </p>
      ) : null}
    </article>
  );
}
