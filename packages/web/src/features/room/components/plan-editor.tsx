// A bet plan's form: which bets (from the room's odds), the stake of each, how many rounds, the stop-loss
// and stop-win (both required), flat or doubling after a loss, and the worst case worked out as it is
// filled in, by the same rule the server stops plans with.

import {
  displayMoney,
  formatMinor,
  type PlanProgression,
  parseMinor,
  planWorstCase,
  type TPlan,
  type TRoomOddsListResponse,
} from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useId, useState } from 'react';
import { showError } from '@/api/error-text';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import { useSavePlan } from '../api/save-plan';
import styles from './auto-bet.module.css';

type PlanEditorProps = {
  odds: TRoomOddsListResponse | undefined;
  betMin: string;
  plan: TPlan | null;
  onSaved: (plan: TPlan) => void;
};

type NamedStepperProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
};

function NamedStepper({ label, value, onChange, min, max }: NamedStepperProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <QuantityStepper labelledBy={id} value={value} min={min} max={max} onChange={onChange} />
    </div>
  );
}

const wholeOf = (money: string) => Math.max(1, Math.round(Number(money)));

export function PlanEditor({ odds, betMin, plan, onSaved }: PlanEditorProps) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  const save = useSavePlan();
  const [betTypes, setBetTypes] = useState<string[]>(plan?.items.map((item) => item.betType) ?? ['big']);
  const [stake, setStake] = useState(
    plan ? wholeOf(plan.items[0]?.amount ?? betMin) : Math.max(10, wholeOf(betMin)),
  );
  const [rounds, setRounds] = useState(plan?.rounds ?? 10);
  const [stopLoss, setStopLoss] = useState(plan ? wholeOf(plan.stopLoss) : 100);
  const [stopWin, setStopWin] = useState(plan ? wholeOf(plan.stopWin) : 100);
  const [progression, setProgression] = useState<PlanProgression>(plan?.progression ?? 'flat');
  const [maxSteps, setMaxSteps] = useState(plan?.maxSteps || 3);

  const betChoices = (odds?.list ?? [])
    .slice(0, 10)
    .map((row) => ({ label: betLabel(row.betType), value: row.betType }));
  const baseMinor = parseMinor(String(stake)) * BigInt(betTypes.length);
  const worst = planWorstCase(baseMinor, progression, maxSteps, parseMinor(String(stopLoss)));

  const submit = () => {
    save.mutate(
      {
        ...(plan ? { planId: plan.planId } : {}),
        name: betTypes.map(betLabel).join(' + ') || t('plan.defaultName'),
        items: JSON.stringify(betTypes.map((betType) => ({ betType, amount: String(stake) }))),
        rounds,
        stopLoss: String(stopLoss),
        stopWin: String(stopWin),
        progression,
        maxSteps: progression === 'flat' ? 0 : maxSteps,
      },
      {
        onSuccess: (saved) => {
          showToast(t('plan.saved'), 'success');
          onSaved(saved);
        },
        onError: showError,
      },
    );
  };

  const stepper = (
    label: string,
    value: number,
    onChange: (value: number) => void,
    min: number,
    max: number,
  ) => <NamedStepper label={label} value={value} onChange={onChange} min={min} max={max} />;

  return (
    <form
      className={styles.plan}
      aria-label={plan ? t('plan.edit') : t('plan.new')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <span className={styles.label}>{t('plan.betType')}</span>
      <Selector
        className={styles.tiles}
        aria-label={t('plan.betType')}
        columns={3}
        multiple
        options={betChoices}
        value={betTypes}
        onChange={(next) => setBetTypes(next.slice(0, 4))}
      />
      {stepper(t('plan.stake'), stake, setStake, wholeOf(betMin), 100_000)}
      {stepper(t('plan.rounds'), rounds, setRounds, 1, 1000)}
      {stepper(t('plan.stopLoss'), stopLoss, setStopLoss, 1, 1_000_000)}
      {stepper(t('plan.stopWin'), stopWin, setStopWin, 1, 1_000_000)}
      <span className={styles.label}>{t('plan.progression')}</span>
      <Selector
        className={styles.tiles}
        aria-label={t('plan.progression')}
        columns={2}
        options={[
          { label: t('plan.flat'), value: 'flat' },
          { label: t('plan.double'), value: 'double_after_loss' },
        ]}
        value={[progression]}
        onChange={(next) => {
          const chosen = next[0];
          if (chosen === 'flat' || chosen === 'double_after_loss') setProgression(chosen);
        }}
      />
      {progression === 'double_after_loss' ? stepper(t('plan.maxSteps'), maxSteps, setMaxSteps, 1, 6) : null}
      <p className={styles.worst}>
        <strong>{t('plan.worstCase')}</strong>
        <br />
        {t('plan.worstStakes', {
          stakes: worst.stakes.map((minor) => displayMoney(formatMinor(minor))).join(' → '),
        })}
        <br />
        {t('plan.worstLargest', {
          stake: displayMoney(formatMinor(worst.largestRoundStakeMinor)),
          run: displayMoney(formatMinor(worst.losingRunMinor)),
        })}
        <br />
        {t('plan.worstMax', { loss: displayMoney(formatMinor(worst.maxLossMinor)) })}
      </p>
      <Button
        type="submit"
        color="primary"
        block
        loadingText={t('plan.save')}
        loading={save.isPending}
        disabled={betTypes.length === 0}
      >
        {t('plan.save')}
      </Button>
    </form>
  );
}
