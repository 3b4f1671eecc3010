// The bead road and the big road as pc28 players read them: coloured cells on a six-row grid, newest on
// the right (scrolled into view). Each cell names its round and result for screen readers.

import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { beadRoad, bigRoad, ROAD_ROWS, type RoundFacts } from '../lib/roads';
import styles from './roads.module.css';

/** A road's value per round: its short mark, its full name and its colour. */
export type RoadValue = { mark: string; name: string; tone: 'red' | 'blue' | 'orange' | 'green' };

/** Keeps the newest cells (on the right) in view whenever the number of rounds changes. */
function useScrolledToEnd<T extends HTMLElement>(count: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && count > 0) element.scrollLeft = element.scrollWidth;
  }, [count]);
  return ref;
}

/**
 * The road's horizontal scroller, newest on the right: focusable and named, so a keyboard can scroll it
 * once the rounds outgrow the screen.
 */
function RoadScroller({ count, label, children }: { count: number; label: string; children: ReactNode }) {
  const ref = useScrolledToEnd<HTMLElement>(count);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region is reached by keyboard this way (WCAG 2.1.1)
    <section className={styles.scroller} ref={ref} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

export function BeadRoad({
  rounds,
  toValue,
  label,
}: {
  rounds: RoundFacts[];
  toValue: (round: RoundFacts) => RoadValue;
  /** What the road shows, for its scroller's name. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <RoadScroller count={rounds.length} label={label}>
      <div className={styles.bead} style={{ gridTemplateRows: `repeat(${ROAD_ROWS}, var(--road-cell))` }}>
        {beadRoad(rounds).flatMap((column, columnIndex) =>
          column.map((round, rowIndex) => {
            const value = toValue(round);
            return (
              <span
                key={round.issue}
                className={`${styles.beadCell} ${styles[value.tone]}`}
                style={{ gridColumn: columnIndex + 1, gridRow: rowIndex + 1 }}
                role="img"
                aria-label={t('trend.roadCell', { issue: round.issue, value: `${round.sum} ${value.name}` })}
              >
                {round.sum}
              </span>
            );
          }),
        )}
      </div>
    </RoadScroller>
  );
}

export function BigRoad({
  rounds,
  toValue,
  label,
}: {
  rounds: RoundFacts[];
  toValue: (round: RoundFacts) => RoadValue;
  /** What the road shows, for its scroller's name. */
  label: string;
}) {
  const { t } = useTranslation();
  const values = rounds.map(toValue);
  // Cells group by the value's name: consecutive equal names form one streak.
  const cells = bigRoad(values.map((value) => value.name));
  return (
    <RoadScroller count={rounds.length} label={label}>
      <div className={styles.big} style={{ gridTemplateRows: `repeat(${ROAD_ROWS}, var(--road-cell))` }}>
        {cells.map((cell, index) => {
          const value = values[index];
          const round = rounds[index];
          if (!value || !round) return null;
          return (
            <span
              key={round.issue}
              className={`${styles.bigCell} ${styles[value.tone]}`}
              style={{ gridColumn: cell.column + 1, gridRow: cell.row + 1 }}
              role="img"
              aria-label={t('trend.roadCell', { issue: round.issue, value: value.name })}
            >
              {value.mark}
            </span>
          );
        })}
      </div>
    </RoadScroller>
  );
}
