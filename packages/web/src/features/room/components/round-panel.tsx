// The room's hero: the balance, the round taking bets (or waiting for its draw) with countdowns on the
// server's clock and the beacon round that will decide it, and the last results as balls.

import { displayMoney, formatClock, QUICKNET, type TBeaconRef, type TGameOpenInfo } from '@fair28/shared';
import { ResultBalls } from '@/components/game/result-balls';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import { formatCountdown, type RoundPhase } from '../lib/round-phase';
import styles from './round-panel.module.css';

type RoundPanelProps = {
  balance: string | undefined;
  /** Null outside the room (refused entry): only the balance is shown. */
  phase: RoundPhase | null;
  results: TGameOpenInfo[];
};

export function RoundPanel({ balance, phase, results }: RoundPanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <div className={styles.balanceRow}>
        <span className={styles.label}>{t('room.balance')}</span>
        <span className={styles.balance} aria-label={t('room.balance')} role="status">
          {balance === undefined ? '…' : displayMoney(balance)}
        </span>
      </div>
      {phase ? <RoundStatus phase={phase} /> : null}
      {phase ? <LastResults results={results} /> : null}
    </div>
  );
}

function LastResults({ results }: { results: TGameOpenInfo[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.results} aria-labelledby="room-results-title">
      <h2 id="room-results-title" className={styles.label}>
        {t('room.lastResults')}
      </h2>
      {results.length === 0 ? <p className={styles.none}>{t('room.noResults')}</p> : null}
      <ol className={styles.resultList}>
        {results.map((result, index) => (
          <li key={result.roundId} className={index === 0 ? styles.latest : styles.older}>
            <span className={styles.issue}>{t('round.issue', { issue: result.gameNum })}</span>
            <ResultBalls
              issue={result.gameNum}
              a={result.a}
              b={result.b}
              c={result.c}
              sum={result.gameResult}
              size={index === 0 ? 'large' : 'compact'}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function RoundStatus({ phase }: { phase: RoundPhase }) {
  const { t } = useTranslation();
  if (phase.kind === 'unknown') {
    return (
      <div className={styles.round}>
        <span className={`${styles.status} ${styles.waiting}`}>{t('room.statusUnknown')}</span>
      </div>
    );
  }
  if (phase.kind === 'preparing') {
    return (
      <div className={styles.round}>
        <span className={`${styles.status} ${styles.waiting}`}>{t('room.statusPreparing')}</span>
        <p className={styles.next}>{t('room.preparingWhy')}</p>
      </div>
    );
  }
  if (phase.kind === 'waiting') {
    return (
      <div className={styles.round}>
        <span className={`${styles.status} ${styles.waiting}`}>{t('room.statusWaiting')}</span>
        <span className={styles.next}>
          {t('room.nextOpensIn', { issue: phase.next.issue, time: formatCountdown(phase.next.opensInMs) })}
        </span>
      </div>
    );
  }
  const statusText =
    phase.kind === 'open'
      ? t('room.statusOpen')
      : phase.kind === 'closed'
        ? t('room.statusClosed')
        : t('room.statusDrawing');
  return (
    <div className={styles.round}>
      <div className={styles.roundHead}>
        <h2 className={styles.issueTitle}>{t('round.issue', { issue: phase.issue })}</h2>
        <span className={`${styles.status} ${styles[phase.kind]}`} role="status">
          {statusText}
        </span>
      </div>
      <div className={styles.countdowns}>
        {phase.kind === 'open' ? (
          <Countdown label={t('room.closesIn')} ms={phase.closesInMs} isUrgent={phase.closesInMs < 10_000} />
        ) : null}
        {phase.kind !== 'drawing' ? (
          <Countdown label={t('room.drawsIn')} ms={phase.drawsInMs} isUrgent={false} />
        ) : null}
      </div>
      {phase.kind === 'open' && phase.beacon ? <DecidedBy beacon={phase.beacon} /> : null}
      {phase.kind !== 'open' && phase.next ? (
        <p className={styles.next}>
          {t('room.nextOpensIn', { issue: phase.next.issue, time: formatCountdown(phase.next.opensInMs) })}
        </p>
      ) : null}
    </div>
  );
}

/** "Decided by drand round 1234567 · at 12:00:03", and how, on the verify page. */
function DecidedBy({ beacon }: { beacon: TBeaconRef }) {
  const { t } = useTranslation();
  const words = { round: beacon.round, time: formatClock(beacon.time) };
  return (
    <p className={styles.decidedBy}>
      {beacon.chainHash === QUICKNET.chainHash
        ? t('room.decidedBy', words)
        : t('room.decidedByStandIn', words)}{' '}
      <Link to={withQuery(routes.verify.path, { about: 'beacon' })}>{t('room.decidedByHow')}</Link>
    </p>
  );
}

function Countdown({ label, ms, isUrgent }: { label: string; ms: number; isUrgent: boolean }) {
  const time = formatCountdown(ms);
  return (
    <div className={styles.countdown} role="timer" aria-label={`${label} ${time}`}>
      <span className={styles.label}>{label}</span>
      <span className={`${styles.clock} ${isUrgent ? styles.urgent : ''}`}>{time}</span>
    </div>
  );
}
