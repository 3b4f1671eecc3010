// The public rates: agent commission tiers by level, then rebate tiers, as every player sees them.

import { displayMoney, type TPromotionTier } from '@fair28/shared';
import { usePromotionTiers } from '@/api/promotions/get-promotion-tiers';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { useTranslation } from '@/i18n/use-translation';
import styles from './promotion-rates.module.css';

export function PromotionRates() {
  const { t } = useTranslation();
  const tiers = usePromotionTiers();
  if (tiers.isError) return <LoadError error={tiers.error} onRetry={() => void tiers.refetch()} />;
  if (!tiers.data) return <Loading />;
  const list = tiers.data.list;
  const levels = [...new Set(list.filter((tier) => tier.kind === 'commission').map((tier) => tier.level))];
  const rebates = list.filter((tier) => tier.kind === 'rebate');
  const line = (tier: TPromotionTier) => (
    <li key={tier.id}>
      {t('agent.tierLine', {
        amount: displayMoney(tier.minTurnover),
        rule: t(`agent.model${tier.model}`, { rate: tier.rate }),
      })}
    </li>
  );
  return (
    <div className={styles.rates}>
      <p className={styles.intro}>{t('agent.ratesIntro')}</p>
      {list.length === 0 ? <EmptyState text={t('agent.noTiers')} /> : null}
      {levels.map((level) => (
        <section key={level} className={styles.card}>
          <h3>{t('agent.commissionTiers', { level })}</h3>
          <ul>{list.filter((tier) => tier.kind === 'commission' && tier.level === level).map(line)}</ul>
        </section>
      ))}
      {rebates.length > 0 ? (
        <section className={styles.card}>
          <h3>{t('agent.rebateTiers')}</h3>
          <ul>{rebates.map(line)}</ul>
        </section>
      ) : null}
    </div>
  );
}
