// /pages/share/agent?tab=… — an agent's figures in the open: the invitees by level with their turnover
// and the commission each brought (never a balance), the daily commissions with their statements line by
// line, the player's own daily rebates, and the public rates every figure follows.

import { displayMoney, type TPromotionPayout } from '@fair28/shared';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { PagedList } from '@/components/records/paged-list';
import { RecordCard } from '@/components/records/record-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { useAgentOverview } from '../api/get-agent-overview';
import { usePromotionPayouts } from '../api/get-promotion-payouts';
import { CommissionStatement } from '../components/commission-statement';
import { PromotionRates } from '../components/promotion-rates';
import styles from './agent-page.module.css';

const tabs = ['invitees', 'statements', 'rebates', 'rates'] as const;
type Tab = (typeof tabs)[number];
const tabTitle = {
  invitees: 'agent.tabInvitees',
  statements: 'agent.tabStatements',
  rebates: 'agent.tabRebates',
  rates: 'agent.tabRates',
} as const;

export function AgentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = tabs.find((name) => name === asked) ?? 'invitees';
  return (
    <Page title={t('route.agent')} backTo={routes.share.path}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'invitees' ? {} : { tab: key }, { replace: true })}
      >
        {tabs.map((name) => (
          <Tabs.Tab key={name} title={t(tabTitle[name])} />
        ))}
      </Tabs>
      {tab === 'invitees' ? <Invitees /> : null}
      {tab === 'statements' ? <Statements /> : null}
      {tab === 'rebates' ? <Rebates /> : null}
      {tab === 'rates' ? <PromotionRates /> : null}
    </Page>
  );
}

function Invitees() {
  const { t } = useTranslation();
  const overview = useAgentOverview();
  if (overview.isError) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <Loading />;
  const data = overview.data;
  return (
    <>
      <p className={styles.range}>{t('agent.range', { from: data.startTime, to: data.endTime })}</p>
      <dl className={styles.totals}>
        <div>
          <dt>{t('share.agentTurnover')}</dt>
          <dd>{displayMoney(data.turnover)}</dd>
        </div>
        <div>
          <dt>{t('share.agentCommission')}</dt>
          <dd>{displayMoney(data.commission)}</dd>
        </div>
      </dl>
      {data.invitees.length === 0 ? (
        <EmptyState
          text={t('agent.noInvitees')}
          action={{ label: t('route.share'), to: routes.share.path }}
        />
      ) : (
        <ul className={styles.list} aria-label={t('agent.tabInvitees')}>
          {data.invitees.map((row, index) => (
            // Names are masked and may repeat; the server's order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: positional rows of one answer
            <li key={index} className={styles.invitee}>
              <span>
                {row.name} <small className={styles.level}>{t('agent.level', { level: row.level })}</small>
              </span>
              <span className={styles.figures}>
                <span>{t('agent.turnover', { amount: displayMoney(row.turnover) })}</span>
                <strong>{t('agent.brought', { amount: displayMoney(row.commission) })}</strong>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Statements() {
  const { t } = useTranslation();
  const payouts = usePromotionPayouts('commission');
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <PagedList
        query={payouts}
        label={t('agent.tabStatements')}
        emptyText={t('agent.noStatements')}
        itemKey={(row) => row.id}
        renderItem={(row) => (
          <button type="button" className={styles.rowButton} onClick={() => setOpenId(row.id)}>
            <PayoutCard
              row={row}
              meta={[t('agent.turnover', { amount: displayMoney(row.turnover) }), t('agent.open')]}
            />
          </button>
        )}
      />
      <CommissionStatement id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function Rebates() {
  const { t } = useTranslation();
  const payouts = usePromotionPayouts('rebate');
  return (
    <PagedList
      query={payouts}
      label={t('agent.tabRebates')}
      emptyText={t('agent.noRebates')}
      itemKey={(row) => row.id}
      renderItem={(row) => (
        <PayoutCard
          row={row}
          meta={[
            t('agent.turnover', { amount: displayMoney(row.turnover) }),
            t('agent.hedged', { amount: displayMoney(row.hedged) }),
            t('agent.rate', { rate: row.rate ?? '0.00' }),
          ]}
        />
      )}
    />
  );
}

/** A day's commission or rebate; one the promotions budget could not cover yet is marked waiting. */
function PayoutCard({ row, meta }: { row: TPromotionPayout; meta: string[] }) {
  const { t } = useTranslation();
  const isWaiting = row.status === 'waiting';
  return (
    <RecordCard
      title={row.day}
      amount={displayMoney(row.amount)}
      tone="plus"
      meta={meta}
      status={
        isWaiting ? (
          <Tag color="warning" fill="outline" round>
            {t('agent.waiting')}
          </Tag>
        ) : undefined
      }
      reason={isWaiting ? { text: t('agent.waitingNote'), isRefusal: false } : undefined}
    />
  );
}
