// The text pages and the store, one tap from home.

import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { textPagePath } from '@/lib/content-link';
import { Link } from '@/lib/router/link';
import styles from './more-links.module.css';

export function MoreLinks() {
  const { t } = useTranslation();
  const links = [
    { to: routes.store.path, label: t('home.store') },
    { to: textPagePath('rules'), label: t('home.rules') },
    { to: textPagePath('fairness'), label: t('home.fairness') },
    { to: textPagePath('about'), label: t('home.about') },
  ];
  return (
    <nav className={styles.links} aria-label={t('home.more')}>
      {links.map((link) => (
        <Link key={link.to} className={styles.link} to={link.to}>
          <span>{link.label}</span>
          <ChevronRightIcon aria-hidden="true" />
        </Link>
      ))}
    </nav>
  );
}
