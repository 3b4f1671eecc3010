// "My bets": the bets on the round taking bets (each can be cancelled while it is open), the bets waiting
// for their draw, and how the last settled round went — all from the player's bet records.

import { displayMoney, displaySignedMoney, formatMinor, parseMinor, type TBetRecord } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/lib/router/link';
import type { RoundPhase } from '../lib/round-phase';
import styles from './my-bets.module.css';

type MyBetsProps = {
  records: TBetRecord[];
  phase: RoundPhase;
  balance: string | undefined;
  onCancel: (bets: TBetRecord[]) => void;
  isCancelling: boolean;
};

type RoundBets = { roundId: number; issue: string; bets: TBetRecord[] };

function byRound(records: readonly TBetRecord[]): RoundBets[] {
  const rounds = new Map<number, RoundBets>();
  for (const record of records) {
    const round = rounds.get(record.roundId) ?? { roundId: record.roundId, issue: record.issue, bets: [] };
    round.bets.push(record);
    rounds.set(record.roundId, round);
  }
  return [...rounds.values()].sort((x, y) => y.roundId - x.roundId);
}

const sumOf = (bets: readonly TBetRecord[], field: 'amount' | 'payout') =>
  formatMinor(bets.reduce((total, bet) => total + parseMinor(bet[field]), 0n));

export function MyBets({ records, phase, balance, onCancel, isCancelling }: MyBetsProps) {
  const { t } = useTranslation();
  const rounds = byRound(records.filter((record) => record.outcome !== 'cancelled'));
  const openRoundId = phase.kind === 'open' ? phase.roundId : null;
  const open = rounds.find((round) => round.roundId === openRoundId);
  const waiting = rounds.filter(
    (round) => round.roundId !== openRoundId && round.bets.some((bet) => bet.outcome === 'pending'),
  );
  const settled = rounds.find((round) => round.bets.every((bet) => bet.outcome !== 'pending'));

  return (
    <section className={styles.card} aria-labelledby="my-bets-title">
      <div className={styles.head}>
        <h2 id="my-bets-title" className={styles.title}>
          {t('room.myBets')}
        </h2>
        <Link className={styles.link} to={routes.betRecords.path}>
          {t('room.recordsLink')}
        </Link>
      </div>

      {phase.kind === 'open' ? (
        <div className={styles.round}>
          <div className={styles.roundHead}>
            <h3 className={styles.roundTitle}>{t('room.thisRound', { issue: phase.issue })}</h3>
            {open && open.bets.length > 1 ? (
              <Button
                size="mini"
                fill="outline"
                color="danger"
                loadingText={t('room.cancelAll')}
                loading={isCancelling}
                onClick={() => onCancel(open.bets)}
              >
                {t('room.cancelAll')}
              </Button>
            ) : null}
          </div>
          {open ? <BetRows bets={open.bets} onCancel={onCancel} isCancelling={isCancelling} /> : null}
          {!open ? <p className={styles.none}>{t('room.myBetsEmpty')}</p> : null}
        </div>
      ) : null}

      {waiting.map((round) => (
        <div key={round.roundId} className={styles.round}>
          <h3 className={styles.roundTitle}>{t('room.waitingRound', { issue: round.issue })}</h3>
          <BetRows bets={round.bets} />
        </div>
      ))}

      {settled ? (
        <div className={styles.round}>
          <h3 className={styles.roundTitle}>{t('room.settledRound', { issue: settled.issue })}</h3>
          <BetRows bets={settled.bets} />
          <p className={styles.summary} role="status">
            {t('room.roundResult', {
              stake: displayMoney(sumOf(settled.bets, 'amount')),
              back: displayMoney(sumOf(settled.bets, 'payout')),
              profit: displaySignedMoney(
                formatMinor(
                  parseMinor(sumOf(settled.bets, 'payout')) - parseMinor(sumOf(settled.bets, 'amount')),
                ),
              ),
            })}
            {balance !== undefined ? (
              <> · {t('room.newBalance', { balance: displayMoney(balance) })}</>
            ) : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function BetRows({
  bets,
  onCancel,
  isCancelling = false,
}: {
  bets: TBetRecord[];
  onCancel?: (bets: TBetRecord[]) => void;
  isCancelling?: boolean;
}) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  return (
    <ul className={styles.rows}>
      {bets.map((bet) => {
        const label = betLabel(bet.betType);
        return (
          <li key={bet.betId} className={styles.row}>
            <span className={styles.label}>
              {label}
              {bet.planId !== null ? <span className={styles.auto}>{t('plan.tag')}</span> : null}
            </span>
            <span className={styles.amount}>{displayMoney(bet.amount)}</span>
            <span className={styles.odds}>×{bet.paidOdds ?? bet.odds}</span>
            {onCancel ? (
              <Button
                size="mini"
                fill="none"
                color="danger"
                disabled={isCancelling}
                aria-label={t('room.cancelBet', { label, amount: displayMoney(bet.amount) })}
                onClick={() => onCancel([bet])}
              >
                {t('room.cancel')}
              </Button>
            ) : (
              <span className={`${styles.outcome} ${styles[bet.outcome] ?? ''}`}>
                {t(`betOutcome.${bet.outcome}`)}
                {bet.outcome === 'win' || bet.outcome === 'refund' ? ` ${displayMoney(bet.payout)}` : ''}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
