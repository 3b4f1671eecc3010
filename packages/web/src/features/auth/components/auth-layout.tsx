// The frame of the login and register pages: the brand on dark blue, the form on a card, and the
// settings a player may need before logging in (language, line, version), and the public statistics.

import GlobeIcon from 'lucide-react/icons/globe';
import type { ReactNode } from 'react';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/lib/router/link';
import styles from './auth-layout.module.css';

export function AuthLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <Link className={styles.language} to={routes.language.path}>
          <GlobeIcon aria-hidden="true" />
          <span>{t('route.language')}</span>
        </Link>
        <div className={styles.mark} aria-hidden="true">
          28
        </div>
        <p className={styles.brand}>{t('app.name')}</p>
        <p className={styles.tagline}>{t('app.tagline')}</p>
      </header>
      <main className={styles.card}>
        <h1 className={styles.heading}>{heading}</h1>
        {children}
      </main>
      <footer className={styles.footer}>
        <Link to={routes.stats.path}>{t('route.stats')}</Link>
        <span aria-hidden="true">·</span>
        <Link to={routes.line.path}>{t('route.line')}</Link>
        <span aria-hidden="true">·</span>
        <Link to={routes.version.path}>{t('route.version')}</Link>
      </footer>
    </div>
  );
}
