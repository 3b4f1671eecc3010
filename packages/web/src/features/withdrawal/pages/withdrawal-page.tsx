// /pages/tabBar/personal/menu/withdrawal: the withdrawal form and the withdrawal records, as two tabs;
// `?tab=records` opens the records (the mine tab's "withdrawal records" entry).

import Tabs from 'antd-mobile/es/components/tabs';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { WithdrawalForm } from '../components/withdrawal-form';
import { WithdrawalRecords } from '../components/withdrawal-records';

export function WithdrawalPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'records' ? 'records' : 'form';
  const showTab = (next: string) =>
    setSearch(next === 'records' ? { tab: 'records' } : {}, { replace: true });
  return (
    <Page title={t('route.withdrawal')} backTo={routes.mine.path}>
      <Tabs
        activeKey={tab}
        onChange={showTab}
        style={{ marginBottom: 12, background: '#fff', borderRadius: 'var(--fair-radius)' }}
      >
        <Tabs.Tab key="form" title={t('withdrawal.tabForm')} />
        <Tabs.Tab key="records" title={t('mine.withdrawalRecords')} />
      </Tabs>
      {tab === 'form' ? <WithdrawalForm onDone={() => showTab('records')} /> : <WithdrawalRecords />}
    </Page>
  );
}
