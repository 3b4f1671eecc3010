// /pages/bankCard/bankCard: the bound bank card, number masked, or the way to bind one. Once bound,
// the card changes only through customer service (spec §6): the page offers a change request and
// shows one that is still waiting.

import { bankNameIn, formatDateTime, marketAsksIfsc } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import CardIcon from 'lucide-react/icons/credit-card';
import type { ReactNode } from 'react';
import { useBankCard } from '@/api/cards/get-bank-card';
import { readClientConfig } from '@/api/stored-client-config';
import { MoneyCard, Note } from '@/components/money/money-card';
import { DetailList } from '@/components/ui/detail-list';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { navigateTo } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import styles from './bank-card-page.module.css';

export function BankCardPage() {
  const { t, language } = useTranslation();
  const card = useBankCard();
  // IFSC codes are Indian; where the market has none, the line would only ever say "—".
  const asksIfsc = marketAsksIfsc(readClientConfig()?.cardMarket ?? 'cn');

  let content: ReactNode;
  if (card.isPending) {
    content = <Loading />;
  } else if (card.isError) {
    content = <LoadError error={card.error} onRetry={() => void card.refetch()} />;
  } else if (!card.data.isBound) {
    content = (
      <section className={styles.empty} aria-labelledby="no-card">
        <CardIcon className={styles.emptyIcon} aria-hidden="true" />
        <h2 id="no-card" style={{ margin: 0, fontSize: 16 }}>
          {t('cards.noCard')}
        </h2>
        <p className={styles.emptyText}>{translateMessage('form.bindOwnCard')}</p>
        <Button color="primary" shape="rounded" onClick={() => void navigateTo(routes.bindBankCard.path)}>
          {t('cards.bind')}
        </Button>
      </section>
    );
  } else {
    const info = card.data;
    content = (
      <>
        <section className={styles.card} aria-label={t('cards.boundCard')}>
          <h2 className={styles.bank}>{bankNameIn(info.bankName, language)}</h2>
          <span className={styles.number}>{info.cardNo}</span>
          <span className={styles.holder}>{info.realName}</span>
        </section>
        <MoneyCard title={t('cards.details')}>
          <DetailList
            details={[
              { label: t('cards.realName'), value: info.realName },
              ...(asksIfsc || info.ifscCode
                ? [{ label: t('cards.ifscCode'), value: info.ifscCode || '—' }]
                : []),
              { label: t('cards.openAddress'), value: info.openAddress || '—' },
              { label: t('cards.email'), value: info.email || '—' },
              { label: t('cards.mobile'), value: info.mobile },
            ]}
          />
        </MoneyCard>
        {info.pendingChange ? (
          <Note tone="warning" role="status">
            {t('cards.changePending', { time: formatDateTime(info.pendingChange.createTime) })}
          </Note>
        ) : (
          <MoneyCard>
            <Note>
              {t('cards.changeExplained')} <Link to={routes.serviceChat.path}>{t('service.openChat')}</Link>
            </Note>
            <Button
              block
              shape="rounded"
              color="primary"
              fill="outline"
              onClick={() => void navigateTo(routes.bindBankCard.path, { change: 1 })}
            >
              {t('cards.requestChange')}
            </Button>
          </MoneyCard>
        )}
      </>
    );
  }

  return (
    <Page title={t('route.bankCard')} backTo={routes.mine.path}>
      {content}
    </Page>
  );
}
