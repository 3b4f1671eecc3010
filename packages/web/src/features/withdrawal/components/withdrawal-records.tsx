// The player's withdrawals: amount, fee and arrival amount, where to, status and the operator's reason.

import {
  bankNameIn,
  displayMoney,
  formatDateTime,
  type TWithdrawalRecord,
  type WithdrawalStatus,
  withdrawalStatuses,
} from '@fair28/shared';
import { useState } from 'react';
import { PagedList } from '@/components/records/paged-list';
import { RecordCard } from '@/components/records/record-card';
import { StatusTag } from '@/components/records/status-tag';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { useTranslation } from '@/i18n/use-translation';
import { useWithdrawalRecords } from '../api/get-withdrawal-records';

type StatusChoice = WithdrawalStatus | 'all';

export function WithdrawalRecords() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusChoice>('all');
  const records = useWithdrawalRecords(status === 'all' ? undefined : status);
  return (
    <>
      <ChoiceChips
        label={t('records.statusFilter')}
        value={status}
        onChange={setStatus}
        choices={[
          { value: 'all', label: t('records.all') },
          ...withdrawalStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      <PagedList
        query={records}
        label={t('mine.withdrawalRecords')}
        emptyText={t('records.noWithdrawals')}
        itemKey={(record) => record.id}
        renderItem={(record) => <WithdrawalRecord record={record} />}
      />
    </>
  );
}

function WithdrawalRecord({ record }: { record: TWithdrawalRecord }) {
  const { t, language } = useTranslation();
  return (
    <RecordCard
      title={`${record.type === 'usdt' ? `USDT ${record.destinationName}` : bankNameIn(record.destinationName, language)} ${record.destination}`}
      amount={displayMoney(record.amount)}
      status={<StatusTag status={record.status} />}
      meta={[
        t('records.feeAndActual', {
          fee: displayMoney(record.fee),
          actual: displayMoney(record.actualAmount),
        }),
        t('records.orderNo', { orderNo: record.orderNo }),
        formatDateTime(record.createTime),
      ]}
      reason={
        record.reason
          ? { text: t('records.reason', { reason: record.reason }), isRefusal: record.status === 'rejected' }
          : undefined
      }
    />
  );
}
