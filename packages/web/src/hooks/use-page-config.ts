// The remote config of the page showing (spec §4, api/page-config.ts): its title and notice line in the
// current language, re-read when fresh configs arrive.

import { pageConfigText } from '@fair28/shared';
import { useEffect, useState } from 'react';
import { onPageConfigs, pageConfigOf } from '../api/page-config';
import { routes } from '../config/routes';
import { useTranslation } from '../i18n/use-translation';
import { useRouteName } from './use-route-name';

export function usePageConfig(): { title: string | null; notice: string | null } {
  const { language } = useTranslation();
  const name = useRouteName();
  const [version, setVersion] = useState(0);
  useEffect(() => onPageConfigs(() => setVersion((v) => v + 1)), []);
  const config = name ? pageConfigOf(routes[name].path) : null;
  void version;
  return { title: pageConfigText(config?.title, language), notice: pageConfigText(config?.notice, language) };
}
