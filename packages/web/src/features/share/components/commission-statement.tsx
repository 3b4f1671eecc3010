// One day's commission, line by line: each invitee's turnover and the house's net result on them, the
// tier's model and rate, and what the line brought; the payout is the lines' sum, never below zero.

import { displayMoney } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { LoadError, Loading } from '@/components/ui/load-state';
import { useTranslation } from '@/i18n/use-translation';
import { useCommissionStatement } from '../api/get-commission-statement';
import styles from './commission-statement.module.css';

export function CommissionStatement({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const statement = useCommissionStatement(id);
  const data = statement.data;
  return (
    <Popup
      visible={id !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {statement.isError ? (
        <LoadError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : null}
      {!data && !statement.isError ? <Loading /> : null}
      {data ? (
        <>
          <h2 className={styles.heading}>{t('agent.statementTitle', { day: data.payout.day })}</h2>
          <table className={styles.table}>
            <tbody>
              {data.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positional rows of one statement
                <tr key={index}>
                  <td>
                    {line.name}
                    <small>{t('agent.level', { level: line.level })}</small>
                  </td>
                  <td>
                    {t('agent.turnover', { amount: displayMoney(line.turnover) })}
                    <small>{t('agent.net', { amount: displayMoney(line.net) })}</small>
                  </td>
                  <td>
                    <strong>{displayMoney(line.commission)}</strong>
                    <small>{t(`agent.model${line.model}`, { rate: line.rate })}</small>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.total}>
            {data.payout.status === 'waiting'
              ? t('agent.lineWaiting', { amount: displayMoney(data.payout.amount) })
              : t('agent.lineTotal', { amount: displayMoney(data.payout.amount) })}
          </p>
          <Button block fill="outline" shape="rounded" onClick={onClose}>
            {t('redPacket.close')}
          </Button>
        </>
      ) : null}
    </Popup>
  );
}
