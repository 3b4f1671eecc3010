// The frame of every "how players will see it" preview beside a console form: a card on the app's grey,
// with the language to preview in (the console's own to start with), so an operator checks both wordings
// before saving.
import type { WrittenLanguage } from '@fair28/shared';
import { Card, Segmented, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '@/i18n/labels';
import { useLanguage } from '@/i18n/language';

type PreviewCardProps = {
  /** The preview in the chosen language. */
  children: (language: WrittenLanguage) => ReactNode;
  /** Said under the preview, e.g. that a hidden entry is not shown at all. */
  warning?: string;
};

export function PreviewCard({ children, warning }: PreviewCardProps) {
  const t = useT();
  const [language, setLanguage] = useState<WrittenLanguage>(useLanguage());
  return (
    <Card
      size="small"
      title={t('preview.title')}
      extra={
        <Segmented<WrittenLanguage>
          size="small"
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'zh', label: '中文' },
            { value: 'en', label: 'English' },
          ]}
        />
      }
      styles={{ body: { background: '#f5f5f7' } }}
    >
      <section
        aria-label={t('preview.title')}
        style={{ padding: 12, borderRadius: 12, background: '#fff', overflowWrap: 'anywhere' }}
      >
        {children(language)}
      </section>
      {warning ? (
        <Typography.Paragraph type="warning" style={{ marginTop: 12, marginBottom: 0 }}>
          {warning}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
