// /choose-location — the player's own position from the browser's geolocation (asked only on a tap, and
// only with the player's permission), shown as coordinates with their accuracy, to open in the map app or
// copy. No map service is reachable from here, so no map tiles or address lookup are pretended.

import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Note } from '@/components/money/money-card';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { MapLinks } from '../components/map-links';
import type { Coordinates } from '../coordinates';

type Reading =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; place: Coordinates; accuracy: number }
  | { kind: 'failed'; reason: 'denied' | 'unavailable' | 'unsupported' };

export function ChooseLocationPage() {
  const { t } = useTranslation();
  const [reading, setReading] = useState<Reading>({ kind: 'idle' });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setReading({ kind: 'failed', reason: 'unsupported' });
      return;
    }
    setReading({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setReading({
          kind: 'found',
          place: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          accuracy: position.coords.accuracy,
        }),
      (error) =>
        setReading({
          kind: 'failed',
          reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <Page title={t('route.chooseLocation')} backTo={routes.home.path}>
      <Note>{t('location.explained')}</Note>
      {reading.kind === 'found' ? <MapLinks place={reading.place} accuracy={reading.accuracy} /> : null}
      {reading.kind === 'failed' ? <Note tone="warning">{t(`location.${reading.reason}`)}</Note> : null}
      <Button
        color="primary"
        fill={reading.kind === 'found' ? 'outline' : 'solid'}
        block
        loadingText={reading.kind === 'found' ? t('location.again') : t('location.useMine')}
        loading={reading.kind === 'locating'}
        onClick={locate}
        style={{ marginTop: 16 }}
      >
        {reading.kind === 'found' ? t('location.again') : t('location.useMine')}
      </Button>
    </Page>
  );
}
