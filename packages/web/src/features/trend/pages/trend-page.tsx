// /pages/tabBar/project/project — the trend tab: per game, the last 100 drawn rounds and what players
// read from them at a glance — the big road and bead road, streaks (长龙), how long each bet has gone
// without winning (遗漏), the sum over time, and the results themselves. All computed from the draws.

import {
  BET_TYPES,
  type BetType,
  COMBINATION_BET_TYPES,
  EXTREME_BET_TYPES,
  formatDateTime,
  PLAIN_BET_TYPES,
  roundDigits,
  SHAPE_BET_TYPES,
  SUM_BET_TYPES,
  type TTrendEntry,
} from '@fair28/shared';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useGameTypes } from '@/api/game/get-game-types';
import { ResultBalls } from '@/components/game/result-balls';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { useTrend } from '../api/get-trend';
import { GameTabs } from '../components/game-tabs';
import { BeadRoad, BigRoad, type RoadValue } from '../components/roads';
import { SumChart } from '../components/sum-chart';
import { currentStreak, factsOf, longestStreak, missingCounts, type RoundFacts } from '../lib/roads';
import styles from './trend-page.module.css';

export function TrendPage() {
  const { t } = useTranslation();
  const gameTypes = useGameTypes();
  const [params, setParams] = useSearchParams();
  const list = gameTypes.data?.list ?? [];
  const asked = Number(params.get('gameTypeId'));
  const selected = list.find((gameType) => gameType.id === asked) ?? list[0];
  const trend = useTrend(selected?.id);

  const select = (id: number) => setParams({ gameTypeId: String(id) }, { replace: true });
  const refresh = async () => {
    await Promise.all([gameTypes.refetch(), trend.refetch()]);
  };

  let content: ReactNode;
  if (gameTypes.isError)
    content = <LoadError error={gameTypes.error} onRetry={() => void gameTypes.refetch()} />;
  else if (!gameTypes.data) content = <Loading />;
  else if (!selected) content = <EmptyState text={t('game.noGames')} />;
  else if (trend.isError) content = <LoadError error={trend.error} onRetry={() => void trend.refetch()} />;
  else if (!trend.data) content = <Loading />;
  else if (trend.data.list.length === 0) content = <EmptyState text={t('trend.empty')} />;
  else content = <TrendBody rounds={[...trend.data.list].reverse().map(factsOf)} />;

  return (
    <Page title={t('route.trend')} showBack={false}>
      <PullToRefresh onRefresh={refresh}>
        {selected ? <GameTabs gameTypes={list} selectedId={selected.id} onSelect={select} /> : null}
        {content}
      </PullToRefresh>
    </Page>
  );
}

const CLASS_BET_TYPES: readonly BetType[] = [
  ...PLAIN_BET_TYPES,
  ...COMBINATION_BET_TYPES,
  ...EXTREME_BET_TYPES,
  ...SHAPE_BET_TYPES,
];

/** `rounds` oldest first. */
function TrendBody({ rounds }: { rounds: Array<RoundFacts<TTrendEntry>> }) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  const size = (round: RoundFacts): RoadValue => {
    const name = betLabel(round.isBig ? 'big' : 'small');
    return { mark: name.charAt(0), name, tone: round.isBig ? 'red' : 'blue' };
  };
  const parity = (round: RoundFacts): RoadValue => {
    const name = betLabel(round.isOdd ? 'odd' : 'even');
    return { mark: name.charAt(0), name, tone: round.isOdd ? 'orange' : 'green' };
  };
  const sizes = rounds.map((round) => size(round).name);
  const parities = rounds.map((round) => parity(round).name);
  const missing = missingCounts(
    rounds.map((round) => roundDigits(round.a, round.b, round.c)),
    BET_TYPES,
  );
  const missingText = (betType: BetType) => {
    const count = missing.get(betType);
    return count === null || count === undefined
      ? t('trend.missingAtLeast', { count: rounds.length })
      : String(count);
  };
  const newestFirst = [...rounds].reverse();

  return (
    <>
      <p className={styles.count}>{t('trend.latest', { count: rounds.length })}</p>

      <Card title={t('trend.streaks')} id="trend-streaks">
        <table className={styles.streaks}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('trend.class')}</span>
              </th>
              <th scope="col">{t('trend.current')}</th>
              <th scope="col">{t('trend.longest')}</th>
            </tr>
          </thead>
          <tbody>
            {[
              { label: t('trend.bigSmall'), values: sizes },
              { label: t('trend.oddEven'), values: parities },
            ].map(({ label, values }) => {
              const now = currentStreak(values);
              const longest = longestStreak(values);
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td className={now && now.length >= 4 ? styles.dragon : undefined}>
                    {now ? t('trend.streak', { label: now.value, count: now.length }) : '—'}
                  </td>
                  <td>
                    {longest ? t('trend.streak', { label: longest.value, count: longest.length }) : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      <Card title={t('trend.bigRoad')} id="trend-big-road">
        <h3 className={styles.sub}>{t('trend.bigSmall')}</h3>
        <BigRoad rounds={rounds} toValue={size} label={`${t('trend.bigRoad')} · ${t('trend.bigSmall')}`} />
        <h3 className={styles.sub}>{t('trend.oddEven')}</h3>
        <BigRoad rounds={rounds} toValue={parity} label={`${t('trend.bigRoad')} · ${t('trend.oddEven')}`} />
      </Card>

      <Card title={t('trend.beadRoad')} id="trend-bead-road">
        <BeadRoad rounds={rounds} toValue={size} label={t('trend.beadRoad')} />
      </Card>

      <Card title={t('trend.sumChart')} id="trend-sum-chart">
        <SumChart sums={rounds.map((round) => round.sum)} />
      </Card>

      <Card title={t('trend.missing')} id="trend-missing">
        <p className={styles.hint}>{t('trend.missingHint', { count: rounds.length })}</p>
        <h3 className={styles.sub}>{t('trend.classes')}</h3>
        <dl className={styles.missing}>
          {CLASS_BET_TYPES.map((betType) => (
            <div key={betType} className={styles.missingItem}>
              <dt>{betLabel(betType)}</dt>
              <dd>{missingText(betType)}</dd>
            </div>
          ))}
        </dl>
        <h3 className={styles.sub}>{t('trend.sums')}</h3>
        <dl className={`${styles.missing} ${styles.missingSums}`}>
          {SUM_BET_TYPES.map((betType, sum) => (
            <div key={betType} className={styles.missingItem}>
              <dt>{sum}</dt>
              <dd>{missingText(betType)}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card title={t('trend.results')} id="trend-results">
        <table className={styles.results}>
          <thead>
            <tr>
              <th scope="col">{t('trend.issue')}</th>
              <th scope="col">{t('trend.result')}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((round) => (
              <tr key={round.issue}>
                <td className={styles.issue}>
                  {round.issue}
                  <time className={styles.time} dateTime={new Date(round.drawsAt).toISOString()}>
                    {formatDateTime(round.drawsAt).slice(5)}
                  </time>
                </td>
                <td>
                  <ResultBalls
                    issue={round.issue}
                    a={round.a}
                    b={round.b}
                    c={round.c}
                    sum={round.sum}
                    size="compact"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
