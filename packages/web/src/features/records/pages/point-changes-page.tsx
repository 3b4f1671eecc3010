// Account records (spec §2 personal menu "pointChange"): every transfer into or out of the wallet with
// the balance after it, filtered by type and by period.

import {
  displayMoney,
  displaySignedMoney,
  formatDateTime,
  type TPointChange,
  type TransferKind,
} from '@fair28/shared';
import { useMemo, useState } from 'react';
import { PagedList } from '@/components/records/paged-list';
import { ALL_TIME, type PeriodChoice, PeriodFilter, rangeOfPeriod } from '@/components/records/period-filter';
import { RecordCard } from '@/components/records/record-card';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { translateReference } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { type PointChangeFilter, usePointChanges } from '../api/get-point-changes';

/** The kinds a wallet's list can hold (payouts and fees happen on the withdrawal hold's side). */
const walletKinds: TransferKind[] = [
  'deposit',
  'bet',
  'win',
  'refund',
  'withdrawal',
  'withdrawal_return',
  'demo_credit',
  'adjustment',
];

type KindChoice = TransferKind | 'all';

export function PointChangesPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<KindChoice>('all');
  const [period, setPeriod] = useState<PeriodChoice>(ALL_TIME);

  const filter = useMemo<PointChangeFilter>(() => {
    const range = rangeOfPeriod(period, new Date());
    return { ...(kind === 'all' ? {} : { type: kind }), ...(range ?? {}) };
  }, [kind, period]);
  const changes = usePointChanges(filter);

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
      <PeriodFilter value={period} onChange={setPeriod} />
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
  // A code the server wrote ("round 3520001 bet 17") reads in the player's words; an order number as it is.
  const reference =
    translateReference(change.reference) ?? t('records.reference', { reference: change.reference });
  return (
    <RecordCard
      title={t(`transfer.${change.type}`)}
      amount={displaySignedMoney(change.amount)}
      tone={isIn ? 'plus' : 'minus'}
      meta={[
        formatDateTime(change.createTime),
        t('records.balanceAfter', { balance: displayMoney(change.balance) }),
        ...(change.reference ? [reference] : []),
      ]}
    />
  );
}
