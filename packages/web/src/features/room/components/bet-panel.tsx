// The bet panel: every bet type the room offers, grouped as players know them (大小单双, extremes, sums,
// triple/pair/straight), each with its odds and return-to-player (and with the base rebate added, the
// effective RTP); the room's 13/14 rules; quick amounts
// and a custom amount; the total; and the button that asks for confirmation.

import {
  type BetType,
  displayMoney,
  isBetType,
  isPrice,
  parseMinor,
  rtpWithRebatePercent,
  type TOddsLine,
  type TRoomOddsListResponse,
} from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { baseRebateTier, usePromotionTiers } from '@/api/promotions/get-promotion-tiers';
import { BetGuide } from '@/components/game/bet-guide';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { chipAmounts } from '../lib/bet-slip';
import styles from './bet-panel.module.css';

type Group = { key: 'groupBigSmall' | 'groupExtreme' | 'groupSum' | 'groupShape'; lines: TOddsLine[] };

/** The group's return to player in one figure, or its range when its bets differ ("95.20–97.00"). */
function rtpOfGroup(lines: readonly TOddsLine[], percentOf = (line: TOddsLine) => line.rtpPercent): string {
  const texts = lines.map(percentOf);
  const percents = texts.map(Number);
  const low = Math.min(...percents);
  const high = Math.max(...percents);
  const text = (value: number) => texts[percents.indexOf(value)] ?? '';
  return low === high ? text(low) : `${text(low)}–${text(high)}`;
}

function groupsOf(lines: readonly TOddsLine[]): Group[] {
  const of = (kinds: readonly TOddsLine['kind'][]) => lines.filter((line) => kinds.includes(line.kind));
  const groups: Group[] = [
    { key: 'groupBigSmall', lines: of(['plain', 'combination']) },
    { key: 'groupExtreme', lines: of(['extreme']) },
    { key: 'groupSum', lines: of(['sum']) },
    { key: 'groupShape', lines: of(['shape']) },
  ];
  return groups.filter((group) => group.lines.length > 0);
}

type BetPanelProps = {
  odds: TRoomOddsListResponse;
  betMin: string;
  betMax: string;
  selected: readonly BetType[];
  onToggle: (betType: BetType) => void;
  amount: string;
  onAmount: (amount: string) => void;
  onClear: () => void;
  onSubmit: () => void;
  isBusy: boolean;
  /** Why bets cannot be placed right now (betting closed), shown on the button's row. */
  closedReason: string | null;
};

export function BetPanel(props: BetPanelProps) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  const { odds, selected, amount } = props;
  const chips = chipAmounts(props.betMin, props.betMax);
  const count = selected.length;
  const stake = isPrice(amount.trim()) ? parseMinor(amount.trim()) : null;
  const total = count > 0 && stake !== null ? displayMoney(stake * BigInt(count)) : '';
  // The rebate every player's turnover earns from the first cent, added to each bet's exact RTP.
  const rebate = baseRebateTier(usePromotionTiers().data?.list ?? []);
  const withRebate = (line: TOddsLine) =>
    rebate ? rtpWithRebatePercent(line.rtp, rebate.rateBp) : line.rtpPercent;

  return (
    <div className={styles.panel}>
      {groupsOf(odds.list).map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`bet-group-${group.key}`}>
          <div className={styles.groupHead}>
            <h3 id={`bet-group-${group.key}`} className={styles.groupTitle}>
              {t(`room.${group.key}`)}
            </h3>
            <details className={styles.groupRtp}>
              <summary>
                {t('room.rtp', { percent: rtpOfGroup(group.lines) })}
                {rebate ? (
                  <span className={styles.rebate}>
                    {t('room.rtpWithRebate', {
                      rate: rebate.rate,
                      percent: rtpOfGroup(group.lines, withRebate),
                    })}
                  </span>
                ) : null}
              </summary>
              <ul>
                {group.lines.map((line) => (
                  <li key={line.betType}>
                    {betLabel(line.betType)} ×{line.odds} · {t('room.rtp', { percent: line.rtpPercent })}
                    {rebate
                      ? ` · ${t('room.rtpWithRebate', { rate: rebate.rate, percent: withRebate(line) })}`
                      : ''}
                  </li>
                ))}
              </ul>
            </details>
          </div>
          <div className={group.key === 'groupSum' ? `${styles.grid} ${styles.sums}` : styles.grid}>
            {group.lines.map((line) => {
              if (!isBetType(line.betType)) return null;
              const betType = line.betType;
              const label = betLabel(betType);
              const isSelected = selected.includes(betType);
              return (
                <button
                  key={betType}
                  type="button"
                  className={isSelected ? `${styles.cell} ${styles.selected}` : styles.cell}
                  aria-pressed={isSelected}
                  aria-label={`${label}, ${t('room.odds', { odds: line.odds })}, ${t('room.rtp', { percent: line.rtpPercent })}`}
                  onClick={() => props.onToggle(betType)}
                >
                  {/* Under the "Sum" heading the number says it all; the accessible name keeps "Sum n". */}
                  <span className={styles.cellLabel}>
                    {line.kind === 'sum' ? line.betType.slice('sum_'.length) : label}
                  </span>
                  <span className={styles.cellOdds}>×{line.odds}</span>
                  {line.aboveThreshold ? (
                    <span className={styles.cellNote}>
                      {t('room.rtpAbove', {
                        amount: displayMoney(line.aboveThreshold.aboveAmount),
                        odds: line.aboveThreshold.odds,
                        percent: line.aboveThreshold.rtpPercent,
                      })}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </section>
      ))}

      <details className={styles.rules}>
        <summary>{t('room.rules')}</summary>
        <ul>
          {odds.rules.text.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
          <li>{t('room.rtpHint')}</li>
        </ul>
        <BetGuide wrapStraights={odds.rules.wrapStraights} headingLevel={3} />
      </details>

      <div className={styles.footer}>
        <div className={styles.amount}>
          <label htmlFor="bet-amount" className={styles.amountLabel}>
            {t('room.amount')}
          </label>
          <Input
            id="bet-amount"
            className={styles.amountInput}
            value={amount}
            onChange={props.onAmount}
            inputMode="decimal"
            clearable
            placeholder={t('room.amountPlaceholder', {
              min: displayMoney(props.betMin),
              max: displayMoney(props.betMax),
            })}
          />
        </div>
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">{t('room.chips')}</legend>
          {chips.map((chip) => {
            const isOn = stake !== null && stake === parseMinor(chip);
            return (
              <button
                key={chip}
                type="button"
                className={isOn ? `${styles.chip} ${styles.chipOn}` : styles.chip}
                aria-pressed={isOn}
                onClick={() => props.onAmount(chip.replace(/\.00$/, ''))}
              >
                {displayMoney(chip)}
              </button>
            );
          })}
        </fieldset>
        <div className={styles.summary} role="status">
          <span>{t('room.selected', { count })}</span>
          {total ? (
            <span>
              {t('room.total')} <strong>{total}</strong>
            </span>
          ) : null}
        </div>
        {props.closedReason ? <p className={styles.closed}>{props.closedReason}</p> : null}
        <div className={styles.actions}>
          <Button fill="outline" shape="rounded" onClick={props.onClear} disabled={count === 0}>
            {t('room.clear')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            className={styles.submit}
            loadingText={t('room.confirmPlace')}
            loading={props.isBusy}
            disabled={props.closedReason !== null}
            onClick={props.onSubmit}
          >
            {t('room.confirmPlace')}
          </Button>
        </div>
      </div>
    </div>
  );
}
