// The sum of each of the last rounds as a line, oldest on the left, against the 13.5 line between small
// and big. Plain SVG: no chart library in the bundle for one line.

import { useTranslation } from '@/i18n/use-translation';
import { sumChartPoints } from '../lib/roads';
import styles from './sum-chart.module.css';

const WIDTH = 440;
const HEIGHT = 150;
const PADDING = 12;

export function SumChart({ sums }: { sums: number[] }) {
  const { t } = useTranslation();
  const geometry = { width: WIDTH, height: HEIGHT, padding: PADDING };
  const points = sumChartPoints(sums, geometry);
  const yOf = (sum: number) => PADDING + (HEIGHT - PADDING * 2) * (1 - sum / 27);
  const last = points.split(' ').at(-1)?.split(',');
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('trend.sumChartLabel', { count: sums.length, sums: sums.join(', ') })}
    >
      {[0, 27].map((sum) => (
        <g key={sum}>
          <line className={styles.grid} x1={PADDING} x2={WIDTH - PADDING} y1={yOf(sum)} y2={yOf(sum)} />
          <text className={styles.axis} x={2} y={yOf(sum) + 4}>
            {sum}
          </text>
        </g>
      ))}
      <line className={styles.middle} x1={PADDING} x2={WIDTH - PADDING} y1={yOf(13.5)} y2={yOf(13.5)} />
      <polyline className={styles.line} points={points} />
      {last?.length === 2 ? <circle className={styles.dot} cx={last[0]} cy={last[1]} r={4} /> : null}
    </svg>
  );
}
