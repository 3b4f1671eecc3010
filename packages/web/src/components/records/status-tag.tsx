// A record's status in its colour: waiting in orange, done in green, refused or failed in red. The
// words come from the shared catalogue, so they follow the app's language, not the one of the request.

import type { BankChangeStatus, DepositStatus, WithdrawalStatus } from '@fair28/shared';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '@/i18n/use-translation';

export type RecordStatus = DepositStatus | WithdrawalStatus | BankChangeStatus;

const colours: Record<RecordStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  credited: 'success',
  paid: 'success',
  approved: 'success',
  rejected: 'danger',
  failed: 'danger',
};

export function StatusTag({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} fill="outline" round>
      {t(`status.${status}`)}
    </Tag>
  );
}
