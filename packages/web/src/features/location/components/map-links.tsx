// A place's coordinates, with the ways to see it on a map: the phone's map app, or the web.

import Button from 'antd-mobile/es/components/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DetailList } from '@/components/ui/detail-list';
import { useTranslation } from '@/i18n/use-translation';
import { type Coordinates, formatCoordinates, geoLink, webMapLink } from '../coordinates';
import styles from './map-links.module.css';

export function MapLinks({
  place,
  name,
  accuracy,
}: {
  place: Coordinates;
  name?: string;
  accuracy?: number;
}) {
  const { t } = useTranslation();
  const text = formatCoordinates(place);
  return (
    <section className={styles.card} aria-label={t('location.place')}>
      <DetailList
        details={[
          ...(name ? [{ label: t('location.name'), value: name }] : []),
          {
            label: t('location.coordinates'),
            value: text,
            action: (
              <CopyButton value={`${place.latitude},${place.longitude}`} label={t('location.coordinates')} />
            ),
          },
          ...(accuracy !== undefined
            ? [
                {
                  label: t('location.accuracy'),
                  value: t('location.meters', { meters: Math.round(accuracy) }),
                },
              ]
            : []),
        ]}
      />
      <div className={styles.actions}>
        <Button color="primary" block onClick={() => window.location.assign(geoLink(place, name))}>
          {t('location.openInMapApp')}
        </Button>
        <a className={styles.web} href={webMapLink(place)} target="_blank" rel="noopener noreferrer">
          {t('location.openOnWeb')}
        </a>
      </div>
      <p className={styles.note}>{t('location.noMapService')}</p>
    </section>
  );
}
