// The player's recharge records (spec §2 personal menu "recharge"). Online pay comes back here with
// `?orderNo=`: that order is shown first, with its status, and highlighted in the list; the phone's back
// button then leads to the account page, not back to the provider's payment page.

import {
  type DepositStatus,
  depositStatuses,
  displayMoney,
  formatDateTime,
  type TDepositRecord,
} from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Note } from '@/components/money/money-card';
import { PagedList } from '@/components/records/paged-list';
import { RecordCard } from '@/components/records/record-card';
import { StatusTag } from '@/components/records/status-tag';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Page } from '@/components/ui/page';
import { UploadedImage } from '@/components/uploads/uploaded-image';
import { routes } from '@/config/routes';
import { useBrowserBackTo } from '@/hooks/use-browser-back-to';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { useRechargeRecords } from '../api/get-recharge-records';

type StatusChoice = DepositStatus | 'all';

export function RechargeRecordsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  useBrowserBackTo(routes.mine.path, orderNo !== null);
  const [status, setStatus] = useState<StatusChoice>('all');
  const records = useRechargeRecords(status === 'all' ? undefined : status);
  const returned = orderNo
    ? records.data?.pages.flatMap((page) => page.list).find((record) => record.orderNo === orderNo)
    : undefined;

  return (
    <Page title={t('route.rechargeRecords')} backTo={routes.mine.path}>
      {/* The order just made is looked up in the fresh list: until that list is in, nothing is said of it. */}
      {orderNo && (returned || !records.isFetching) ? (
        <ReturnedOrder orderNo={orderNo} record={returned} onRefresh={() => void records.refetch()} />
      ) : null}
      <ChoiceChips
        label={t('records.statusFilter')}
        value={status}
        onChange={setStatus}
        choices={[
          { value: 'all', label: t('records.all') },
          ...depositStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      <PagedList
        query={records}
        label={t('route.rechargeRecords')}
        emptyText={t('records.noRecharges')}
        itemKey={(record) => record.id}
        renderItem={(record) => <RechargeRecord record={record} isHighlighted={record.orderNo === orderNo} />}
      />
    </Page>
  );
}

function ReturnedOrder({
  orderNo,
  record,
  onRefresh,
}: {
  orderNo: string;
  record: TDepositRecord | undefined;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  if (!record) {
    return (
      <Note role="status">
        {t('recharge.returnedUnknown', { orderNo })}{' '}
        <Button size="mini" fill="none" color="primary" onClick={onRefresh}>
          {t('common.retry')}
        </Button>
      </Note>
    );
  }
  const tone = record.status === 'credited' ? 'success' : record.status === 'pending' ? 'info' : 'danger';
  return (
    <div style={{ marginBottom: 12 }}>
      <Note tone={tone} role="status">
        {t(`recharge.returned.${record.status}`, { orderNo, amount: displayMoney(record.amount) })}
      </Note>
    </div>
  );
}

function RechargeRecord({ record, isHighlighted }: { record: TDepositRecord; isHighlighted: boolean }) {
  const { t } = useTranslation();
  const [isProofShown, setIsProofShown] = useState(false);
  return (
    <RecordCard
      title={record.channelName}
      amount={displayMoney(record.amount)}
      tone={record.status === 'credited' ? 'plus' : undefined}
      status={<StatusTag status={record.status} />}
      meta={[
        t('records.orderNo', { orderNo: record.orderNo }),
        formatDateTime(record.createTime),
        ...(record.reference ? [t('records.reference', { reference: record.reference })] : []),
      ]}
      reason={
        record.reason
          ? {
              text: t('records.reason', { reason: record.reason }),
              isRefusal: record.status === 'rejected' || record.status === 'failed',
            }
          : undefined
      }
      isHighlighted={isHighlighted}
    >
      {record.imageUrl ? (
        <div>
          <Button size="mini" fill="none" color="primary" onClick={() => setIsProofShown((shown) => !shown)}>
            {isProofShown ? t('records.hideCertificate') : t('records.showCertificate')}
          </Button>
          {isProofShown ? (
            <UploadedImage url={record.imageUrl} alt={t('recharge.certificate')} size={140} />
          ) : null}
        </div>
      ) : null}
    </RecordCard>
  );
}
