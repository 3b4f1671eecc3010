// /open-location?latitude=…&longitude=…&name=… — a place someone shared: its name and coordinates, opened
// in the phone's map app or on the web. Bad or missing coordinates are said plainly.

import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { MapLinks } from '../components/map-links';
import { parseCoordinates } from '../coordinates';

export function OpenLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const place = parseCoordinates(params.get('latitude'), params.get('longitude'));
  const name = params.get('name')?.slice(0, 100) || undefined;
  return (
    <Page title={t('route.openLocation')} backTo={routes.home.path}>
      {place ? (
        <MapLinks place={place} {...(name ? { name } : {})} />
      ) : (
        <EmptyState
          text={t('location.invalid')}
          action={{ label: t('common.goHome'), to: routes.home.path }}
        />
      )}
    </Page>
  );
}
