// "Check every round": the verifier library (packages/verifier, loaded when asked for) walks every chain and
// round the site has drawn and its public statistics, here in the browser, with its progress, a stop button,
// and the result — every round checked, or the first discrepancy, with the round to look at.

import type { Discrepancy, VerifyProgress, VerifyReport } from '@fair28/verifier';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useEffect, useRef, useState } from 'react';
import { useGameTypes } from '@/api/game/get-game-types';
import { LoadError } from '@/components/ui/load-state';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import styles from './verify.module.css';

type Run =
  | { kind: 'idle' }
  | { kind: 'running'; progress: VerifyProgress | null; controller: AbortController }
  | { kind: 'stopped'; progress: VerifyProgress | null }
  | { kind: 'done'; report: VerifyReport }
  | { kind: 'failed'; error: unknown };

const count = (value: number) => value.toLocaleString();

export function EveryRoundCheck() {
  const { t } = useTranslation();
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops the walk.
  useEffect(() => () => running.current?.abort(), []);

  const start = () => {
    const controller = new AbortController();
    running.current = controller;
    let progress: VerifyProgress | null = null;
    setRun({ kind: 'running', progress, controller });
    import('../lib/every-round')
      .then(({ checkEveryRound }) =>
        checkEveryRound({
          signal: controller.signal,
          onProgress: (step) => {
            progress = step;
            setRun({ kind: 'running', progress: step, controller });
          },
        }),
      )
      .then(
        (report) => setRun({ kind: 'done', report }),
        (error: unknown) =>
          setRun(controller.signal.aborted ? { kind: 'stopped', progress } : { kind: 'failed', error }),
      );
  };

  return (
    <section className={styles.form} aria-labelledby="verify-all-title">
      <h2 id="verify-all-title" className={styles.formTitle}>
        {t('verify.allTitle')}
      </h2>
      <p className={styles.hint}>{t('verify.allIntro')}</p>
      {run.kind === 'running' ? (
        <Running progress={run.progress} onStop={() => run.controller.abort()} />
      ) : null}
      {run.kind === 'stopped' ? (
        <p className={styles.verdict} role="status">
          {t('verify.allStopped', {
            checked: count(run.progress?.roundsChecked ?? 0),
            total: count(run.progress?.roundsTotal ?? 0),
          })}
        </p>
      ) : null}
      {run.kind === 'done' ? <Result report={run.report} /> : null}
      {run.kind === 'failed' ? <LoadError error={run.error} onRetry={start} /> : null}
      {run.kind !== 'running' && run.kind !== 'failed' ? (
        <Button color="primary" block shape="rounded" onClick={start}>
          {run.kind === 'idle' ? t('verify.allStart') : t('verify.allAgain')}
        </Button>
      ) : null}
    </section>
  );
}

function Running({ progress, onStop }: { progress: VerifyProgress | null; onStop: () => void }) {
  const { t } = useTranslation();
  const checked = progress?.roundsChecked ?? 0;
  const total = progress?.roundsTotal ?? 0;
  const percent = total > 0 ? Math.min(100, Math.floor((checked / total) * 100)) : 0;
  const text =
    progress === null
      ? t('verify.allLoading')
      : progress.phase === 'chains'
        ? t('verify.allChains')
        : progress.phase === 'statistics'
          ? t('verify.allStatistics', { checked: count(checked) })
          : t('verify.allProgress', { checked: count(checked), total: count(total) });
  return (
    <div className={styles.allRun}>
      <p className={`${styles.verdict} ${styles.running}`} role="status">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('verify.allProgressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <ProgressBar percent={percent} />
      </div>
      <Button block shape="rounded" onClick={onStop}>
        {t('verify.allStop')}
      </Button>
    </div>
  );
}

function Result({ report }: { report: VerifyReport }) {
  const { t } = useTranslation();
  const { rounds } = report;
  if (report.discrepancy)
    return <DiscrepancyFound discrepancy={report.discrepancy} checked={rounds.checked} />;
  return (
    <div className={styles.pasted}>
      <p className={`${styles.verdict} ${styles.pass}`} role="status">
        {rounds.checked === 0
          ? t('verify.allEmpty')
          : t('verify.allPass', {
              rounds: count(rounds.checked),
              drawn: count(rounds.drawn),
              voided: count(rounds.voided),
              chains: count(report.chains),
            })}
      </p>
      {rounds.quicknet > 0 ? (
        <p className={styles.text}>{t('verify.allQuicknet', { rounds: count(rounds.quicknet) })}</p>
      ) : null}
      {rounds.standIn > 0 ? (
        <p className={`${styles.text} ${styles.warning}`}>
          {t('verify.allStandIn', { rounds: count(rounds.standIn) })}
        </p>
      ) : null}
      {rounds.beforeBeacons > 0 ? (
        <p className={styles.text}>{t('verify.allBeforeBeacons', { rounds: count(rounds.beforeBeacons) })}</p>
      ) : null}
      <p className={styles.hint}>
        {t('verify.allTime', {
          seconds: (report.elapsedMs / 1000).toFixed(1),
          seeds: count(report.seedsChecked),
        })}
      </p>
    </div>
  );
}

function DiscrepancyFound({ discrepancy, checked }: { discrepancy: Discrepancy; checked: number }) {
  const { t } = useTranslation();
  const { nameOf } = useGameWords();
  const gameTypes = useGameTypes();
  const { round } = discrepancy;
  const gameType = round && gameTypes.data?.list.find((game) => game.id === round.gameTypeId);
  return (
    <div className={styles.pasted}>
      <p className={`${styles.verdict} ${styles.fail}`} role="alert">
        {t('verify.allFail', { checked: count(checked) })}
      </p>
      <p className={styles.text}>{t(`verify.discrepancy.${discrepancy.kind}`)}</p>
      {round ? (
        <p className={styles.text}>
          {t('verify.discrepancyRound', {
            issue: round.issue,
            game: gameType ? nameOf(gameType) : round.gameTypeCode,
          })}{' '}
          <Link to={withQuery(routes.verify.path, { roundId: round.roundId })}>
            {t('verify.discrepancyOpen')}
          </Link>
        </p>
      ) : null}
      {discrepancy.chainId !== null && !round ? (
        <p className={styles.text}>{t('verify.discrepancyChain', { chain: discrepancy.chainId })}</p>
      ) : null}
      <p className={styles.hint}>{discrepancy.detail}</p>
    </div>
  );
}
