// One game type's or one room's figures as label–value rows: for a game type, its rounds drawn and voided
// for want of their beacon; stakes, what was paid back, the house result, players, and the actual RTP beside
// the theoretical one with the 95 % band.

import { displayMoney, type TGameFigures, type TGameTypeStats } from '@fair28/shared';
import { type Detail, DetailList } from '@/components/ui/detail-list';
import { useTranslation } from '@/i18n/use-translation';

type RoundCounts = Pick<TGameTypeStats, 'roundsDrawn' | 'roundsVoidedNoBeacon'>;

export function GameFigures({ figures, rounds }: { figures: TGameFigures; rounds?: RoundCounts }) {
  const { t } = useTranslation();
  const percent = (value: string | null) =>
    value === null ? t('publicStats.none') : t('publicStats.percent', { value });
  const band = figures.rtpBand;
  const details: Detail[] = [
    ...(rounds === undefined
      ? []
      : [
          { label: t('publicStats.roundsDrawn'), value: rounds.roundsDrawn },
          { label: t('publicStats.roundsVoidedNoBeacon'), value: rounds.roundsVoidedNoBeacon },
        ]),
    { label: t('publicStats.roundsWithBets'), value: figures.roundsWithBets },
    { label: t('publicStats.players'), value: figures.players },
    { label: t('publicStats.stakes'), value: displayMoney(figures.stakes) },
    { label: t('publicStats.payouts'), value: displayMoney(figures.payouts) },
    { label: t('publicStats.houseResult'), value: displayMoney(figures.houseResult) },
    { label: t('publicStats.actualRtp'), value: percent(figures.actualRtp), isStrong: true },
    { label: t('publicStats.theoreticalRtp'), value: percent(figures.theoreticalRtp) },
    {
      label: t('publicStats.band'),
      value: band ? t('publicStats.bandValue', { low: band.low, high: band.high }) : t('publicStats.none'),
    },
  ];
  return <DetailList details={details} />;
}
