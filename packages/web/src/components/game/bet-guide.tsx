// What each bet type wins on, worked out from the shared rules (never a copy of their numbers): the
// rules page shows it, and the bet panel with its room's straights.

import {
  BET_TYPES,
  type BetType,
  betKindOf,
  DEFAULT_ROOM_RULES,
  SUM_BET_TYPES,
  winningSums,
} from '@fair28/shared';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import styles from './bet-guide.module.css';
import { formatSums } from './sum-list';

type BetGuideProps = {
  /** The room's straights rule; without a room, the guide says each room sets it. */
  wrapStraights?: boolean;
  /** h2 on a page of its own, h3 inside the bet panel. */
  headingLevel?: 2 | 3;
};

export function BetGuide({ wrapStraights, headingLevel = 2 }: BetGuideProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  const firstSum = SUM_BET_TYPES[0];
  const lastSum = SUM_BET_TYPES.at(-1);

  const definition = (betType: BetType): string => {
    if (betType === 'triple') return t('betGuide.triple');
    if (betType === 'pair') return t('betGuide.pair');
    if (betType === 'straight') {
      if (wrapStraights === undefined) return t('betGuide.straightRoom');
      return t(wrapStraights ? 'betGuide.straightWrap' : 'betGuide.straightPlain');
    }
    // The sums before the room's 13/14 rules, which the note and the room's rules give.
    return t('betGuide.sums', { sums: formatSums(winningSums(betType, DEFAULT_ROOM_RULES) ?? []) });
  };

  const named = BET_TYPES.filter((betType) => betKindOf(betType) !== 'sum');
  return (
    <section className={styles.guide} aria-labelledby="bet-guide-title">
      <Heading id="bet-guide-title" className={styles.title}>
        {t('betGuide.title')}
      </Heading>
      <p className={styles.intro}>{t('betGuide.intro')}</p>
      <dl className={styles.list}>
        {named.map((betType) => (
          <div key={betType} className={styles.row}>
            <dt>{betLabel(betType)}</dt>
            <dd>{definition(betType)}</dd>
          </div>
        ))}
        {firstSum && lastSum ? (
          <div className={styles.row}>
            <dt>{`${betLabel(firstSum)} … ${betLabel(lastSum)}`}</dt>
            <dd>{t('betGuide.sumExact')}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.intro}>{t('betGuide.note1314')}</p>
    </section>
  );
}
