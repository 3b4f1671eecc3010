// /pages/common/rich-text/rich-text — one page for every text players read: `?name=about|rules|fairness`
// (the operator's text pages; about adds the site's facts), or `?type=activity|notice|banner&id=…` (an
// event's, notice's or banner's details). The HTML comes sanitised from the server.

import { formatDateTime } from '@fair28/shared';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { BetGuide } from '@/components/game/bet-guide';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { RichTextBody } from '@/components/ui/rich-text-body';
import { routes } from '@/config/routes';
import { currentLanguage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { type RichTextSource, useRichText } from '../api/get-rich-text';
import { readRichTextSource } from '../lib/rich-text-source';
import styles from './rich-text-page.module.css';

export function RichTextPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const source = readRichTextSource(params);
  const text = useRichText(source);

  const fallbackTitle = t(titleKeyOf(source));
  let title = fallbackTitle;
  let content: ReactNode;
  if (!source)
    content = (
      <EmptyState text={t('content.notFound')} action={{ label: t('route.home'), to: routes.home.path }} />
    );
  else if (text.isPending) content = <Loading />;
  else if (text.isError) content = <LoadError error={text.error} onRetry={() => void text.refetch()} />;
  else if (text.data.kind === 'page') {
    const { page } = text.data;
    title = page.title || fallbackTitle;
    content = (
      <>
        {page.language !== currentLanguage() ? (
          <p className={styles.note}>{t('content.otherLanguage')}</p>
        ) : null}
        {page.body ? <RichTextBody html={page.body} /> : <EmptyState text={t('content.noText')} />}
        {/* Every bet type defined from the shared rules, whatever the operator's text says. */}
        {source?.kind === 'page' && source.name === 'rules' ? <BetGuide /> : null}
        {'siteName' in page && (page.officialWeb || page.serviceHours) ? (
          <DetailList
            className={styles.facts}
            details={[
              ...(page.officialWeb
                ? [
                    {
                      label: t('content.officialWeb'),
                      value: (
                        <a href={page.officialWeb} target="_blank" rel="noopener noreferrer">
                          {page.officialWeb}
                        </a>
                      ),
                    },
                  ]
                : []),
              ...(page.serviceHours ? [{ label: t('content.serviceHours'), value: page.serviceHours }] : []),
            ]}
          />
        ) : null}
        {page.updateTime ? (
          <p className={styles.updated}>{t('content.updated', { time: formatDateTime(page.updateTime) })}</p>
        ) : null}
      </>
    );
  } else {
    const { details } = text.data;
    title = details.title || fallbackTitle;
    content = (
      <>
        {details.imageUrl ? <img className={styles.cover} src={details.imageUrl} alt="" /> : null}
        <h2 className={styles.heading}>{details.title}</h2>
        {details.body ? (
          <RichTextBody html={details.body} />
        ) : details.summary ? (
          <p className={styles.summary}>{details.summary}</p>
        ) : (
          <EmptyState text={t('content.noText')} />
        )}
        {details.updateTime ? (
          <p className={styles.updated}>
            {t('content.updated', { time: formatDateTime(details.updateTime) })}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Page title={title} backTo={routes.home.path}>
      <PullToRefresh onRefresh={async () => void (await text.refetch())}>{content}</PullToRefresh>
    </Page>
  );
}

const titleKeys = {
  about: 'content.title.about',
  rules: 'content.title.rules',
  fairness: 'content.title.fairness',
  activity: 'content.title.activity',
  notice: 'content.title.notice',
  banner: 'content.title.banner',
} as const;

/** The key of the page's title until its text arrives (and for pages whose text has none). */
function titleKeyOf(source: RichTextSource | null) {
  if (!source) return 'route.richText' as const;
  const name = source.kind === 'content' ? source.type : source.name;
  return name in titleKeys ? titleKeys[name as keyof typeof titleKeys] : ('route.richText' as const);
}
