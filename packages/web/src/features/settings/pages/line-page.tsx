// Line selection with a live speed test (spec §2 /pages/common/line/line): every known line is timed
// with the config call; the one the player picks is remembered and tried first at the next start.

import { useQueries } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { readCurrentLine, saveClientConfig, saveCurrentLine } from '@/api/client-config';
import { knownLines } from '@/api/lines';
import { readClientConfig } from '@/api/stored-client-config';
import { ChoiceList } from '@/components/ui/choice-list';
import { Page } from '@/components/ui/page';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import { lineSpeedQueryOptions } from '../api/test-line-speed';
import styles from './line-page.module.css';

export function LinePage() {
  const { t } = useTranslation();
  const [lines] = useState(() => knownLines(readClientConfig()?.lines, window.location.origin));
  const [current, setCurrent] = useState(() => readCurrentLine()?.url ?? null);
  const [round, setRound] = useState(0);
  const speeds = useQueries({ queries: lines.map((line) => lineSpeedQueryOptions(line.url, round)) });
  const isTesting = speeds.some((speed) => speed.isFetching);

  const select = (url: string) => {
    const position = lines.findIndex((line) => line.url === url);
    const line = lines[position];
    if (!line) return;
    saveCurrentLine(line, true);
    // The chosen line's own config is the freshest copy of the codec keys and line list.
    const speed = speeds[position]?.data;
    if (speed && speed.ms !== null) saveClientConfig(speed.config);
    setCurrent(url);
    showToast(t('line.selected', { number: line.index + 1 }));
  };

  return (
    <Page title={t('route.line')}>
      <p className={styles.hint}>{t('line.hint')}</p>
      <ChoiceList
        label={t('route.line')}
        selected={current}
        onSelect={select}
        choices={lines.map((line, position) => {
          const speed = speeds[position]?.data;
          let detail: string;
          if (!speed || speeds[position]?.isFetching) detail = t('line.testing');
          else if (speed.ms === null) detail = t('line.timeout');
          else detail = t('line.ms', { ms: speed.ms });
          return {
            value: line.url,
            label: `${t('line.name', { number: line.index + 1 })}${line.url === current ? ` · ${t('line.current')}` : ''}`,
            description: line.url,
            detail: <span className={speed?.ms === null ? styles.timeout : undefined}>{detail}</span>,
          };
        })}
      />
      <Button
        className={styles.retest}
        block
        shape="rounded"
        color="primary"
        fill="outline"
        loadingText={t('line.retest')}
        loading={isTesting}
        onClick={() => setRound((value) => value + 1)}
      >
        {t('line.retest')}
      </Button>
    </Page>
  );
}
