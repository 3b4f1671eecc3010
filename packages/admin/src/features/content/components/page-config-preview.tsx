// A page's remote config as the player app will show it: the page's title in its bar and the notice line
// under it, in the chosen language (a text given in one language only shows in both), with the app's own
// title where none is set.
import { type PageConfig, pageConfigText } from '@fair28/shared';
import { Alert, Typography } from 'antd';
import { PreviewCard } from '@/components/preview-card/preview-card';
import { label, useT } from '@/i18n/labels';

type PageConfigPreviewProps = {
  route: string;
  config: PageConfig | null;
  isEnabled: boolean;
};

export function PageConfigPreview({ route, config, isEnabled }: PageConfigPreviewProps) {
  const t = useT();
  return (
    <PreviewCard warning={isEnabled ? undefined : t('preview.optionOff')}>
      {(language) => {
        const title = pageConfigText(config?.title, language);
        const notice = pageConfigText(config?.notice, language);
        return (
          <>
            <div style={{ textAlign: 'center', padding: '8px 0', borderBottom: '1px solid #eee' }}>
              <Typography.Text strong type={title ? undefined : 'secondary'}>
                {title ?? label(language, 'preview.appTitle')}
              </Typography.Text>
            </div>
            {notice ? <Alert type="warning" banner title={notice} style={{ marginTop: 8 }} /> : null}
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
              {route}
            </Typography.Paragraph>
          </>
        );
      }}
    </PreviewCard>
  );
}
