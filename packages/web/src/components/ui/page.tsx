// The frame of every page: a dark blue header with the title (and a back button off the tab bar),
// then the page's content as the document's main region.

import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import type { ReactNode } from 'react';
import { routes } from '@/config/routes';
import { usePageConfig } from '@/hooks/use-page-config';
import { useTranslation } from '@/i18n/use-translation';
import { canGoBack, navigateBack, reLaunch } from '@/lib/navigation';
import styles from './page.module.css';

type PageProps = {
  title: string;
  children: ReactNode;
  /** Pages off the tab bar have a back button (default true). */
  showBack?: boolean;
  /** Where back goes when the page was opened directly, with nothing behind it. */
  backTo?: string;
  right?: ReactNode;
  /** Content that continues the header's colour, such as a balance card. */
  hero?: ReactNode;
};

export function Page({
  title,
  children,
  showBack = true,
  backTo = routes.index.path,
  right,
  hero,
}: PageProps) {
  const { t } = useTranslation();
  // The operator's remote page config (spec §4) may retitle the page and add a notice line.
  const remote = usePageConfig();
  const goBack = () => {
    void (canGoBack() ? navigateBack() : reLaunch(backTo));
  };
  return (
    <div className={styles.page}>
      <header className={hero ? `${styles.header} ${styles.withHero}` : styles.header}>
        <div className={styles.bar}>
          {showBack ? (
            <button type="button" className={styles.back} aria-label={t('common.back')} onClick={goBack}>
              <ChevronLeftIcon />
            </button>
          ) : (
            <span className={styles.side} />
          )}
          <h1 className={styles.title}>{remote.title ?? title}</h1>
          <span className={styles.side}>{right}</span>
        </div>
        {hero}
      </header>
      <main className={styles.body}>
        {remote.notice ? (
          <p className={styles.remoteNotice} role="note">
            {remote.notice}
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}
