// The verify page's report on one round the server revealed: each check recomputed here, with its
// working — the chain, the beacon, the draw from the draw key, the digits — and one overall verdict that
// passes only when every check does.

import { formatDateTime, type TVerifyRoundResponse } from '@fair28/shared';
import { useMemo } from 'react';
import { ResultBalls } from '@/components/game/result-balls';
import { useTranslation } from '@/i18n/use-translation';
import { drawKeyFor, recompute, sameDigits, sameNumbers } from '../lib/check-round';
import { BeaconItem } from './beacon-item';
import { CheckItem, type CheckStatus } from './check-item';
import { DigitsWorking } from './digits-working';
import { NumbersGrid } from './numbers-grid';
import { useBeaconCheck } from './use-beacon-check';
import { useChainWalk } from './use-chain-walk';
import styles from './verify.module.css';

export function RoundReport({ round }: { round: TVerifyRoundResponse }) {
  const { t } = useTranslation();
  const drawKey = drawKeyFor(round.roundHash, round.beacon);
  const recomputed = useMemo(
    () => (drawKey ? recompute(drawKey, round.layout) : null),
    [drawKey, round.layout],
  );
  const beacon = useBeaconCheck(round);
  const chain = useChainWalk(round.roundHash, round.terminatingHash, round.chainIndex);
  const previous = useChainWalk(round.roundHash, round.previousRoundHash ?? round.terminatingHash, 1);

  const chainStatus: CheckStatus =
    chain.status === 'running' ? 'running' : chain.steps === round.chainIndex ? 'pass' : 'fail';
  const previousStatus: CheckStatus =
    round.previousRoundHash === null
      ? 'none'
      : previous.status === 'running'
        ? 'running'
        : previous.steps === 1
          ? 'pass'
          : 'fail';
  const numbersOk = recomputed !== null && sameNumbers(round.numbers, recomputed.draw.numbers);
  const digitsOk = recomputed !== null && sameDigits(round, recomputed.digits);
  const statuses = [
    chainStatus,
    previousStatus,
    beacon.status,
    numbersOk ? 'pass' : 'fail',
    digitsOk ? 'pass' : 'fail',
  ];
  const overall: CheckStatus = statuses.includes('fail')
    ? 'fail'
    : statuses.includes('running')
      ? 'running'
      : 'pass';

  return (
    <article className={styles.report} aria-labelledby="verify-round-title">
      <div className={styles.reportHead}>
        <h2 id="verify-round-title" className={styles.reportTitle}>
          {t('round.issue', { issue: round.issue })}
        </h2>
        <ResultBalls issue={round.issue} a={round.a} b={round.b} c={round.c} sum={round.sum} />
      </div>
      <p className={`${styles.verdict} ${styles[overall]}`} role="status">
        {overall === 'running'
          ? t('verify.checking')
          : overall === 'pass'
            ? t(round.beacon ? 'verify.overallPassBeacon' : 'verify.overallPass')
            : t('verify.overallFail')}
      </p>

      <CheckItem title={t('verify.chainCheck')} status={chainStatus}>
        <p className={styles.label}>{t('verify.roundHash')}</p>
        <code className={styles.hash}>{round.roundHash}</code>
        <p className={styles.label}>
          {t('verify.terminatingHash', { date: formatDateTime(round.chainCreatedAt, { withSeconds: true }) })}
        </p>
        <code className={styles.hash}>{round.terminatingHash}</code>
        <p className={styles.text}>
          {chain.status === 'running'
            ? t('verify.chainProgress', { steps: chain.steps, total: round.chainIndex })
            : chainStatus === 'pass'
              ? t('verify.chainPass', {
                  steps: round.chainIndex,
                  index: round.chainIndex,
                  length: round.chainLength,
                })
              : t('verify.chainFail', { index: round.chainIndex })}
        </p>
      </CheckItem>

      <CheckItem title={t('verify.previousCheck')} status={previousStatus}>
        {round.previousRoundHash ? <code className={styles.hash}>{round.previousRoundHash}</code> : null}
        <p className={styles.text}>
          {previousStatus === 'none'
            ? t('verify.previousNone')
            : previousStatus === 'fail'
              ? t('verify.previousFail')
              : t('verify.previousPass')}
        </p>
      </CheckItem>

      <BeaconItem round={round} check={beacon} />

      <CheckItem title={t('verify.numbersCheck')} status={numbersOk ? 'pass' : 'fail'}>
        {round.beacon && drawKey ? (
          <>
            <p className={styles.label}>{t('verify.drawKey')}</p>
            <code className={styles.hash}>{drawKey}</code>
          </>
        ) : null}
        {recomputed ? (
          <>
            <NumbersGrid numbers={recomputed.draw.numbers} digits={recomputed.digits} />
            <p className={styles.text}>
              {numbersOk
                ? t(round.beacon ? 'verify.numbersPassBeacon' : 'verify.numbersPass')
                : t('verify.numbersFail', { numbers: round.numbers.join(' ') })}
            </p>
            <p className={styles.hint}>
              {t('verify.drawOrder', { numbers: recomputed.draw.drawOrder.join(' ') })}
            </p>
          </>
        ) : (
          <p className={styles.text}>{t('verify.badHash')}</p>
        )}
      </CheckItem>

      <CheckItem
        title={t('verify.digitsCheck', { layout: t(`layout.${round.layout}`) })}
        status={digitsOk ? 'pass' : 'fail'}
      >
        {recomputed ? <DigitsWorking digits={recomputed.digits} /> : null}
        <p className={styles.text}>
          {t('verify.published', { a: round.a, b: round.b, c: round.c, sum: round.sum })} ·{' '}
          {digitsOk ? t('verify.digitsPass') : t('verify.digitsFail')}
        </p>
      </CheckItem>
    </article>
  );
}
