// Account records (spec §2 personal menu "pointChange"): every transfer into or out of the wallet with
// the balance after it, filtered by type and by period.

import {
  displayMoney,
  displaySignedMoney,
  formatDateTime,
  formatDay,
  type TPointChange,
  type TransferKind,
} from '@fair28/shared';
import { CalendarPicker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/records/paged-list';
import { RecordCard } from '../../../components/records/record-card';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Page } from '../../../components/ui/page';
import { routes } from '../../../config/routes';
import { type PointChangeFilter, usePointChanges } from '../api/get-point-changes';
import { type DayRange, type Period, quickRange } from '../periods';

/** The kinds a wallet's list can hold (payouts and fees happen on the withdrawal hold's side). */
const walletKinds: TransferKind[] = [
  'deposit',
  'bet',
  'win',
  'refund',
  'withdrawal',
  'withdrawal_return',
  'demo_credit',
];

type KindChoice = TransferKind | 'all';

export function PointChangesPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<KindChoice>('all');
  const [period, setPeriod] = useState<Period>('all');
  const [customRange, setCustomRange] = useState<DayRange | null>(null);
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);

  const filter = useMemo<PointChangeFilter>(() => {
    const range =
      period === 'custom' ? customRange : period === 'all' ? null : quickRange(period, new Date());
    return { ...(kind === 'all' ? {} : { type: kind }), ...(range ?? {}) };
  }, [kind, period, customRange]);
  const changes = usePointChanges(filter);

  const choosePeriod = (next: Period) => {
    if (next === 'custom') setIsCalendarOpen(true);
    else setPeriod(next);
  };

  return (
    <Page title={t('route.pointChanges')} backTo={routes.mine.path}>
      <ChoiceChips
        label={t('records.typeFilter')}
        value={kind}
        onChange={setKind}
        choices={[
          { value: 'all', label: t('records.allTypes') },
          ...walletKinds.map((value) => ({ value, label: t(`transfer.${value}`) })),
        ]}
      />
      <ChoiceChips
        label={t('records.periodFilter')}
        value={period}
        onChange={choosePeriod}
        choices={[
          { value: 'all', label: t('records.allTime') },
          { value: 'today', label: t('records.today') },
          { value: 'week', label: t('records.week') },
          { value: 'month', label: t('records.month') },
          {
            value: 'custom',
            label:
              period === 'custom' && customRange
                ? `${customRange.startTime} – ${customRange.endTime}`
                : t('records.custom'),
          },
        ]}
      />
      <CalendarPicker
        visible={isCalendarOpen}
        selectionMode="range"
        title={t('records.pickDays')}
        max={new Date()}
        onClose={() => setIsCalendarOpen(false)}
        onConfirm={(range) => {
          if (!range) return;
          setCustomRange({ startTime: formatDay(range[0]), endTime: formatDay(range[1]) });
          setPeriod('custom');
        }}
      />
      <PagedList
        query={changes}
        label={t('route.pointChanges')}
        emptyText={t('records.noChanges')}
        itemKey={(change) => change.id}
        renderItem={(change) => <PointChangeRecord change={change} />}
      />
    </Page>
  );
}

function PointChangeRecord({ change }: { change: TPointChange }) {
  const { t } = useTranslation();
  const isIn = !change.amount.startsWith('-');
  return (
    <RecordCard
      title={t(`transfer.${change.type}`)}
      amount={displaySignedMoney(change.amount)}
      tone={isIn ? 'plus' : 'minus'}
      meta={[
        formatDateTime(change.createTime),
        t('records.balanceAfter', { balance: displayMoney(change.balance) }),
        ...(change.reference ? [t('records.reference', { reference: change.reference })] : []),
      ]}
    />
  );
}
