// /pages/playSafe/limits — the limits a player sets for themself: deposit, loss and stake per day, week
// and month, and the session length, each picked from a sheet. What is used of each is shown, and a raise
// waiting its 24 hours says when it applies.

import { displayMoney, formatDateTime, type PlayLimitKey, parseMinor, type TPlayLimit } from '@fair28/shared';
import { showError } from '@/api/error-text';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { SheetPickerField } from '@/components/ui/sheet-picker-field';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import { usePlaySafe } from '../api/get-play-safe';
import { useSetPlayLimit } from '../api/set-play-limit';
import { moneyLimitValues, NO_LIMIT, sessionLimitValues, wholeYuan } from '../components/limit-choices';
import styles from '../components/play-safe.module.css';

const MONEY_KINDS = ['deposit', 'loss', 'stake'] as const;
const PERIODS = ['day', 'week', 'month'] as const;

export function PlayLimitsPage() {
  const { t } = useTranslation();
  const info = usePlaySafe();
  const setLimit = useSetPlayLimit();

  const save = (key: PlayLimitKey, value: string) => {
    const isNone = value === NO_LIMIT;
    const form =
      key === 'session_minutes'
        ? { key, ...(isNone ? {} : { minutes: value }) }
        : { key, ...(isNone ? { amount: '' } : { amount: value }) };
    setLimit.mutate(form, {
      onSuccess: (answer) => {
        const saved = answer.limits.find((limit) => limit.key === key);
        const isWaiting = saved?.pending !== null && saved?.pending !== undefined;
        showToast(isWaiting ? t('limits.savedPending') : t('limits.saved'), 'success');
      },
      onError: showError,
    });
  };

  const field = (limit: TPlayLimit | undefined, key: PlayLimitKey, label: string) => {
    const current = limit?.value ?? null;
    const isSession = key === 'session_minutes';
    const values = isSession ? sessionLimitValues(current) : moneyLimitValues(current);
    const show = (value: string) =>
      value === NO_LIMIT
        ? t('limits.none')
        : isSession
          ? t('playSafe.minutes', { count: Number(value) })
          : displayMoney(value);
    const pending = limit?.pending;
    return (
      <div key={key}>
        <SheetPickerField
          id={`limit-${key}`}
          label={label}
          choices={values.map((value) => ({ value, label: show(value) }))}
          value={current === null ? NO_LIMIT : isSession ? current : wholeYuan(current)}
          onChange={(value) => save(key, value)}
          placeholder={t('limits.choose')}
        />
        <p className={styles.note}>
          {isSession
            ? t('limits.sessionUsed', { minutes: limit?.used ?? '0' })
            : limit && parseMinor(limit.usedPending) > 0n
              ? t('limits.usedWithPending', {
                  used: displayMoney(limit.used),
                  pending: displayMoney(limit.usedPending),
                })
              : t('limits.used', { used: displayMoney(limit?.used ?? '0') })}
        </p>
        {pending ? (
          <p className={styles.pending} role="status">
            {pending.value === null
              ? t('limits.pendingNone', { at: formatDateTime(pending.from) })
              : t('limits.pending', {
                  value: isSession
                    ? t('playSafe.minutes', { count: Number(pending.value) })
                    : displayMoney(pending.value),
                  at: formatDateTime(pending.from),
                })}
          </p>
        ) : null}
      </div>
    );
  };

  const limitOf = (key: PlayLimitKey) => info.data?.limits.find((limit) => limit.key === key);

  return (
    <Page title={t('route.playLimits')} backTo={routes.playSafe.path}>
      <div className={styles.content}>
        {info.isError ? <LoadError error={info.error} onRetry={() => void info.refetch()} /> : null}
        {info.isPending ? <Loading /> : null}
        {info.data ? (
          <>
            <p className={styles.note}>{t('playSafe.intro')}</p>
            {MONEY_KINDS.map((kind) => (
              <section key={kind} className={styles.card} aria-label={t(`limits.${kind}`)}>
                <h2 className={styles.heading}>{t(`limits.${kind}`)}</h2>
                {PERIODS.map((period) =>
                  field(
                    limitOf(`${kind}_${period}`),
                    `${kind}_${period}`,
                    t('limits.label', { kind: t(`limits.${kind}`), period: t(`limits.${period}`) }),
                  ),
                )}
              </section>
            ))}
            <section className={styles.card} aria-label={t('limits.session')}>
              <h2 className={styles.heading}>{t('limits.session')}</h2>
              {field(limitOf('session_minutes'), 'session_minutes', t('limits.session'))}
            </section>
          </>
        ) : null}
      </div>
    </Page>
  );
}
