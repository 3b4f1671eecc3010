// /pages/tabBar/home/menu/activities — the events running now or later: picture, title, teaser and when
// it runs; a tap opens its details (or the page its operator linked). Pull to refresh, more on scroll.
// During the player's cool-off or self-exclusion the server sends none, and the page says why.

import { formatDateTime, type TContentItem, type TPlayBreak } from '@fair28/shared';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { PagedList } from '@/components/records/paged-list';
import { ContentLink } from '@/components/ui/content-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useActivities } from '../api/get-activities';
import styles from './activities-page.module.css';

export function ActivitiesPage() {
  const { t } = useTranslation();
  const activities = useActivities();
  const paused = activities.data?.pages[0]?.paused ?? null;
  return (
    <Page title={t('route.activities')} backTo={routes.home.path}>
      {paused ? (
        <EventsPaused paused={paused} />
      ) : (
        <PagedList
          query={activities}
          label={t('route.activities')}
          emptyText={t('content.noEvents')}
          itemKey={(event) => event.id}
          renderItem={(event) => <EventCard event={event} />}
        />
      )}
    </Page>
  );
}

/** No events during a break: until when, and why, with the way to the player's play-safe page. */
function EventsPaused({ paused }: { paused: TPlayBreak }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      text={t('content.eventsPaused', { until: formatDateTime(paused.endsAt) })}
      action={{ label: t('content.eventsPausedLink'), to: routes.playSafe.path }}
    />
  );
}

function EventCard({ event }: { event: TContentItem }) {
  return (
    <ContentLink item={event} className={styles.card}>
      {event.imageUrl ? <img className={styles.image} src={event.imageUrl} alt="" loading="lazy" /> : null}
      <div className={styles.text}>
        <strong className={styles.title}>{event.title}</strong>
        {event.summary ? <span className={styles.summary}>{event.summary}</span> : null}
        <EventTime event={event} />
      </div>
      {event.hasDetails || event.link ? (
        <ChevronRightIcon className={styles.arrow} aria-hidden="true" />
      ) : null}
    </ContentLink>
  );
}

/** When an event runs, in words. */
function EventTime({ event }: { event: TContentItem }) {
  const { t } = useTranslation();
  const start = event.startTime ? formatDateTime(event.startTime) : '';
  const end = event.endTime ? formatDateTime(event.endTime) : '';
  let text = t('content.ongoing');
  if (start && end) text = t('content.eventTime', { start, end });
  else if (start) text = t('content.eventFrom', { start });
  else if (end) text = t('content.eventUntil', { end });
  return <span className={styles.time}>{text}</span>;
}
