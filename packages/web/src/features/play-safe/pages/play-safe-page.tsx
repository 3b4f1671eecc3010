// /pages/playSafe/playSafe — play safe: the player's own figures (this session, 7 and 30 days: time
// played, stakes, net result), their limits, the reality-check interval, a cool-off or self-exclusion
// (confirmed first, never ended early) and where to find help.

import { displayMoney, displaySignedMoney, formatDateTime, type TPlayFigures } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { showError } from '@/api/error-text';
import { usePlaySession } from '@/api/play-safe/get-play-session';
import { DetailList } from '@/components/ui/detail-list';
import { LoadError, Loading } from '@/components/ui/load-state';
import { MenuList } from '@/components/ui/menu-list';
import { Page } from '@/components/ui/page';
import { SheetPickerField } from '@/components/ui/sheet-picker-field';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction, showToast } from '@/lib/notify';
import { showRealityCheck } from '@/lib/reality-check';
import { usePlaySafe } from '../api/get-play-safe';
import { useSetRealityCheck } from '../api/set-reality-check';
import { useStartPlayBreak } from '../api/start-play-break';
import { breakLengthLabel } from '../components/break-length';
import { COOL_OFF_DAYS, REALITY_CHECK_VALUES, SELF_EXCLUSION_DAYS } from '../components/limit-choices';
import styles from '../components/play-safe.module.css';

const DAY_MS = 86_400_000;

function Figures({ title, figures }: { title: string; figures: TPlayFigures }) {
  const { t } = useTranslation();
  const isLoss = figures.net.startsWith('-');
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <DetailList
        details={[
          { label: t('playSafe.timePlayed'), value: t('playSafe.minutes', { count: figures.minutesPlayed }) },
          { label: t('playSafe.bets'), value: String(figures.betCount) },
          { label: t('playSafe.stakes'), value: displayMoney(figures.stakes) },
          {
            label: t('playSafe.net'),
            value: (
              <span className={isLoss ? styles.loss : styles.gain}>{displaySignedMoney(figures.net)}</span>
            ),
            isStrong: true,
          },
        ]}
      />
    </section>
  );
}

export function PlaySafePage() {
  const { t } = useTranslation();
  const info = usePlaySafe();
  const session = usePlaySession(true, false);
  const setRealityCheck = useSetRealityCheck();
  const startBreak = useStartPlayBreak();

  const kindLabel = (kind: 'cool_off' | 'self_exclusion') =>
    kind === 'cool_off' ? t('playSafe.coolOff') : t('playSafe.selfExclusion');

  const takeBreak = async (kind: 'cool_off' | 'self_exclusion', days: string) => {
    const until = formatDateTime(Date.now() + Number(days) * DAY_MS);
    if (!(await confirmAction(t('playSafe.breakConfirm', { kind: kindLabel(kind), until })))) return;
    startBreak.mutate(
      { kind, days },
      { onSuccess: () => showToast(t('playSafe.breakStarted'), 'success'), onError: showError },
    );
  };

  const activeBreak = info.data?.activeBreak ?? null;
  const limitsSet = info.data?.limits.filter((limit) => limit.value !== null).length ?? 0;
  const hero = session.data ? (
    <div className={styles.hero}>
      <span className={styles.heroLabel}>{t('playSafe.session')}</span>
      <span className={styles.heroFigure}>
        {t('playSafe.sessionFigures', {
          minutes: session.data.minutesPlayed,
          net: displaySignedMoney(session.data.net),
        })}
      </span>
    </div>
  ) : undefined;

  return (
    <Page title={t('route.playSafe')} backTo={routes.mine.path} hero={hero}>
      <div className={styles.content}>
        {info.isError ? <LoadError error={info.error} onRetry={() => void info.refetch()} /> : null}
        {info.isPending ? <Loading /> : null}
        {info.data ? (
          <>
            {activeBreak ? (
              <p className={styles.onBreak} role="status">
                {t('playSafe.onBreak', {
                  kind: kindLabel(activeBreak.kind),
                  until: formatDateTime(activeBreak.endsAt),
                })}
                <br />
                {t('playSafe.onBreakNote')}
              </p>
            ) : null}
            <div className={styles.figures}>
              <Figures title={t('playSafe.last7')} figures={info.data.last7Days} />
              <Figures title={t('playSafe.last30')} figures={info.data.last30Days} />
            </div>
            <MenuList
              entries={[
                {
                  key: 'limits',
                  label: t('playSafe.limits'),
                  extra: t('playSafe.limitsSet', { count: limitsSet }),
                  to: routes.playLimits.path,
                },
              ]}
            />
            <section className={styles.card} aria-label={t('playSafe.realityCheck')}>
              <SheetPickerField
                id="reality-check"
                label={t('playSafe.realityCheck')}
                choices={REALITY_CHECK_VALUES.map((value) => ({
                  value,
                  label:
                    value === '0'
                      ? t('playSafe.realityCheckOff')
                      : t('playSafe.realityCheckEvery', { minutes: value }),
                }))}
                value={String(info.data.realityCheckMinutes ?? 0)}
                onChange={(minutes) =>
                  setRealityCheck.mutate(
                    { minutes },
                    {
                      onSuccess: () => showToast(t('playSafe.realityCheckSaved'), 'success'),
                      onError: showError,
                    },
                  )
                }
                placeholder={t('playSafe.realityCheckOff')}
              />
              <Button
                fill="outline"
                color="primary"
                onClick={() => {
                  if (session.data) showRealityCheck(session.data);
                }}
                disabled={!session.data}
              >
                {t('playSafe.checkNow')}
              </Button>
            </section>
            <section className={styles.card} aria-label={t('playSafe.breaks')}>
              <h2 className={styles.heading}>{t('playSafe.breaks')}</h2>
              <SheetPickerField
                id="cool-off"
                label={t('playSafe.coolOff')}
                choices={COOL_OFF_DAYS.map((days) => ({
                  value: days,
                  label: breakLengthLabel(t, Number(days)),
                }))}
                value={null}
                onChange={(days) => void takeBreak('cool_off', days)}
                placeholder={t('playSafe.breaks')}
              />
              <SheetPickerField
                id="self-exclusion"
                label={t('playSafe.selfExclusion')}
                choices={SELF_EXCLUSION_DAYS.map((days) => ({
                  value: days,
                  label: breakLengthLabel(t, Number(days)),
                }))}
                value={null}
                onChange={(days) => void takeBreak('self_exclusion', days)}
                placeholder={t('playSafe.breaks')}
              />
            </section>
            <section className={styles.card} aria-label={t('playSafe.help')}>
              <h2 className={styles.heading}>{t('playSafe.help')}</h2>
              <p className={styles.note}>{t('playSafe.helpText')}</p>
              <MenuList
                entries={[{ key: 'service', label: t('playSafe.contactService'), to: routes.service.path }]}
              />
            </section>
          </>
        ) : null}
      </div>
    </Page>
  );
}
