// The rules a withdrawal meets now, above the form: the balance, today's count, the turnover still owed
// (spec §3 needPlayPoint), the fee and limits in one sentence, and what blocks a withdrawal outright — a
// security-code lock, no security code yet, or today's count used up.

import { displayMoney, parseMinor, type TWithdrawalParamsResponse } from '@fair28/shared';
import { MoneyCard, Note } from '@/components/money/money-card';
import { DetailList } from '@/components/ui/detail-list';
import { routes } from '@/config/routes';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { withdrawalsLeftToday } from '../fee-preview';

export function WithdrawalRules({ params }: { params: TWithdrawalParamsResponse }) {
  const { t } = useTranslation();
  const dailyLeft = withdrawalsLeftToday(params);
  return (
    <MoneyCard title={t('withdrawal.rules')}>
      <DetailList
        details={[
          { label: t('withdrawal.balance'), value: displayMoney(params.balance), isStrong: true },
          {
            label: t('withdrawal.todayLeft'),
            value: t('withdrawal.countOf', { left: dailyLeft, total: params.dailyCount }),
          },
          { label: t('withdrawal.turnover'), value: displayMoney(params.needPlayPoint) },
        ]}
      />
      <Note>
        {translateMessage(
          'withdrawal.tip',
          params.feePercent.replace(/\.?0+$/, ''),
          displayMoney(params.minFee),
          displayMoney(params.min),
          displayMoney(params.max),
          params.dailyCount,
        )}
      </Note>
      {parseMinor(params.needPlayPoint) > 0n ? (
        <Note tone="warning" role="status" action={{ label: t('withdrawal.goBet'), to: routes.game.path }}>
          <strong>{t('withdrawal.turnoverOwed', { amount: displayMoney(params.needPlayPoint) })}</strong>
          <br />
          {t('withdrawal.turnoverExplained')}
        </Note>
      ) : (
        <Note tone="success">{t('withdrawal.turnoverMet')}</Note>
      )}
      {params.lockedMinutes > 0 ? (
        <Note tone="danger" role="alert">
          {translateMessage('error.WithdrawalLocked', params.lockedMinutes)}
        </Note>
      ) : null}
      {params.hasSecurityCode ? null : (
        <Note
          tone="warning"
          action={{ label: t('withdrawal.setSecurityCode'), to: routes.securityCode.path }}
        >
          {translateMessage('error.SecurityCodeNotSet')}
        </Note>
      )}
      {dailyLeft === 0 ? (
        <Note tone="warning">{translateMessage('error.DailyWithdrawalLimit', params.dailyCount)}</Note>
      ) : null}
    </MoneyCard>
  );
}
