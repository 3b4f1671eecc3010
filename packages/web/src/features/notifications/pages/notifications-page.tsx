// /pages/notifications/notifications — notifications on this phone (Web Push): turn them on (the
// browser's permission prompt) or off here, each kind on or off for every phone of the player; clear words
// when this browser cannot notify or the player blocked it, and a break that holds offers back.

import { isApiError } from '@fair28/client';
import { formatDateTime, type PushKind } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import BellOffIcon from 'lucide-react/icons/bell-off';
import BellRingIcon from 'lucide-react/icons/bell-ring';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { showError } from '@/api/error-text';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import type { WordKey } from '@/i18n/words-en';
import { showToast } from '@/lib/notify';
import { PushRefused } from '@/pwa/push-subscription';
import { usePushDevice } from '../api/get-push-device';
import { usePushSettings } from '../api/get-push-settings';
import { useSetPushKind } from '../api/set-push-kind';
import { useTurnPushOff } from '../api/turn-push-off';
import { useTurnPushOn } from '../api/turn-push-on';
import { KindSwitch } from '../components/kind-switch';
import styles from '../components/notifications.module.css';

const kindWord = (kind: PushKind): WordKey => `notify.kind.${kind}`;

export function NotificationsPage() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const endpoint = device.data?.endpoint ?? null;
  const settings = usePushSettings(endpoint, device.isSuccess);
  const turnOn = useTurnPushOn();
  const turnOff = useTurnPushOff();
  const setKind = useSetPushKind();

  const availability = device.data?.availability;
  const isOn = availability === 'granted' && endpoint !== null && settings.data?.isSubscribed === true;
  const isBusy = turnOn.isPending || turnOff.isPending;

  const switchOn = () => {
    const publicKey = settings.data?.publicKey;
    if (!publicKey) return;
    turnOn.mutate(publicKey, {
      onSuccess: () => showToast(t('notify.turnedOn'), 'success'),
      onError: (error) => {
        // The browser's own prompt said no or is closed for good: the page says so in full.
        if (error instanceof PushRefused) return;
        if (isApiError(error)) showError(error);
        else showToast(t('notify.failed'), 'fail');
      },
    });
  };
  const switchOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => showToast(t('notify.turnedOff'), 'success'),
      onError: showError,
    });

  const paused = settings.data?.promotionsPaused ?? null;
  const error = device.error ?? settings.error;

  return (
    <Page title={t('route.notifications')} backTo={routes.mine.path}>
      <div className={styles.content}>
        <p className={styles.intro}>{t('notify.intro')}</p>
        {error ? <LoadError error={error} onRetry={() => void settings.refetch()} /> : null}
        {device.isPending || (device.isSuccess && settings.isPending) ? <Loading /> : null}
        {availability === 'unsupported' ? (
          <section className={styles.notice} role="status" aria-labelledby="push-unsupported">
            <CircleAlertIcon className={styles.noticeIcon} aria-hidden="true" />
            <div>
              <h2 id="push-unsupported" className={styles.noticeTitle}>
                {t('notify.unsupportedTitle')}
              </h2>
              <p className={styles.noticeText}>{t('notify.unsupported')}</p>
            </div>
          </section>
        ) : null}
        {availability === 'denied' ? (
          <section className={styles.notice} role="status" aria-labelledby="push-denied">
            <BellOffIcon className={styles.noticeIcon} aria-hidden="true" />
            <div>
              <h2 id="push-denied" className={styles.noticeTitle}>
                {t('notify.deniedTitle')}
              </h2>
              <p className={styles.noticeText}>{t('notify.denied')}</p>
            </div>
          </section>
        ) : null}
        {settings.data && (availability === 'default' || availability === 'granted') ? (
          <section className={styles.card} aria-label={t('notify.thisPhone')}>
            <div className={isOn ? `${styles.device} ${styles.deviceOn}` : styles.device} role="status">
              {isOn ? (
                <BellRingIcon className={styles.deviceIcon} aria-hidden="true" />
              ) : (
                <BellOffIcon className={styles.deviceIcon} aria-hidden="true" />
              )}
              <span>{isOn ? t('notify.isOn') : t('notify.isOff')}</span>
            </div>
            {isOn ? (
              <Button block shape="rounded" fill="outline" loading={isBusy} onClick={switchOff}>
                {t('notify.turnOff')}
              </Button>
            ) : (
              <Button block shape="rounded" color="primary" loading={isBusy} onClick={switchOn}>
                {t('notify.turnOn')}
              </Button>
            )}
          </section>
        ) : null}
        {settings.data ? (
          <section className={styles.card} aria-labelledby="push-kinds">
            <h2 id="push-kinds" className={styles.heading}>
              {t('notify.kinds')}
            </h2>
            <p className={styles.note}>{t('notify.kindsNote')}</p>
            {paused ? (
              <p className={styles.paused} role="status">
                {t('notify.paused', { until: formatDateTime(paused.endsAt) })}
              </p>
            ) : null}
            <ul className={styles.kinds}>
              {settings.data.kinds.map((entry) => (
                <KindSwitch
                  key={entry.kind}
                  id={`push-kind-${entry.kind}`}
                  label={t(kindWord(entry.kind))}
                  {...(entry.isPromotional ? { tag: t('notify.offer') } : {})}
                  isOn={entry.isOn}
                  onChange={(isOn) => setKind.mutate({ kind: entry.kind, isOn }, { onError: showError })}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
