// The devices the account is signed in on (spec-free, fair28's own): each session's browser and system,
// its address, when it signed in and was last active, this device marked; signing one out, or every other
// one after a confirmation. Signed out, a device's calls and sockets end at once.

import { formatDateTime, type TDevice, type TSignedInSession } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import MonitorIcon from 'lucide-react/icons/monitor';
import SmartphoneIcon from 'lucide-react/icons/smartphone';
import TabletIcon from 'lucide-react/icons/tablet';
import type { ReactNode } from 'react';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction, showToast } from '@/lib/notify';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import styles from './devices-page.module.css';

/** "Chrome 126 · Android 14", or the kind of device when its browser said nothing. */
function useDeviceName() {
  const { t } = useTranslation();
  return (device: TDevice) => {
    const browser = [device.browser, device.browserVersion].filter(Boolean).join(' ');
    const system = [device.os, device.osVersion].filter(Boolean).join(' ');
    const name = [browser, system].filter(Boolean).join(' · ');
    return name || t('devices.unknown');
  };
}

function PlatformIcon({ device }: { device: TDevice }) {
  if (device.platform === 'desktop') return <MonitorIcon className={styles.icon} aria-hidden="true" />;
  if (device.platform === 'tablet') return <TabletIcon className={styles.icon} aria-hidden="true" />;
  return <SmartphoneIcon className={styles.icon} aria-hidden="true" />;
}

export function DevicesPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();

  const signOutOthers = async () => {
    if (
      !(await confirmAction(t('devices.signOutOthersConfirm'), { confirmText: t('devices.signOutOthers') }))
    )
      return;
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => showToast(t('devices.othersSignedOut', { count: ended }), 'success'),
    });
  };

  let content: ReactNode;
  if (sessions.isPending) {
    content = <Loading />;
  } else if (sessions.isError) {
    content = <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  } else {
    const hasOthers = sessions.data.list.some((session) => !session.isCurrent);
    content = (
      <>
        <p className={styles.intro}>{t('devices.intro')}</p>
        <ul className={styles.list}>
          {sessions.data.list.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
        {hasOthers ? (
          <Button
            className={styles.others}
            color="danger"
            fill="outline"
            size="large"
            shape="rounded"
            block
            loading={endOthers.isPending}
            onClick={() => void signOutOthers()}
          >
            {t('devices.signOutOthers')}
          </Button>
        ) : (
          <EmptyState text={t('devices.onlyThis')} />
        )}
      </>
    );
  }
  return (
    <Page title={t('route.devices')} backTo={routes.mine.path}>
      {content}
    </Page>
  );
}

function SessionItem({ session }: { session: TSignedInSession }) {
  const { t } = useTranslation();
  const deviceName = useDeviceName();
  const end = useEndSession();
  const name = deviceName(session.device);

  const signOut = async () => {
    if (
      !(await confirmAction(t('devices.signOutConfirm', { device: name }), {
        confirmText: t('devices.signOut'),
      }))
    )
      return;
    end.mutate({ id: session.id }, { onSuccess: () => showToast(t('devices.signedOut'), 'success') });
  };

  return (
    <li className={styles.device} aria-label={name}>
      <div className={styles.head}>
        <PlatformIcon device={session.device} />
        <p className={styles.name}>
          {name}
          <span className="visually-hidden">{` (${t(`devices.platform.${session.device.platform}`)})`}</span>
        </p>
        {session.isCurrent ? <span className={styles.current}>{t('devices.thisDevice')}</span> : null}
      </div>
      <DetailList
        details={[
          { label: t('devices.address'), value: session.ip || '—' },
          { label: t('devices.lastSeen'), value: formatDateTime(session.lastSeenTime) },
          { label: t('devices.signedIn'), value: formatDateTime(session.createTime) },
        ]}
      />
      {session.isCurrent ? null : (
        <div className={styles.actions}>
          <Button
            size="small"
            color="danger"
            fill="outline"
            loading={end.isPending}
            onClick={() => void signOut()}
          >
            {t('devices.signOut')}
          </Button>
        </div>
      )}
    </li>
  );
}
