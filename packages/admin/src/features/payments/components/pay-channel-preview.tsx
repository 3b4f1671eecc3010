// A pay channel as the top-up page will offer it: its name in the chosen language, its pay type, the
// amounts it takes and the one-tap amounts, from the form as it is being filled.
import { displayMoney } from '@fair28/shared';
import { Space, Tag, Typography } from 'antd';
import { PreviewCard } from '@/components/preview-card/preview-card';
import { label, useT } from '@/i18n/labels';
import type { ChannelForm } from '../lib/pay-forms';

const money = (amount: string | undefined) => (amount?.trim() ? displayMoney(amount.trim()) : '—');

export function PayChannelPreview({ channel }: { channel: Partial<ChannelForm> | undefined }) {
  const t = useT();
  return (
    <PreviewCard warning={channel?.isEnabled === false ? t('preview.hidden') : undefined}>
      {(language) => (
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <Space>
            <Typography.Text strong>
              {(language === 'zh' ? channel?.nameZh || channel?.nameEn : channel?.nameEn) || '—'}
            </Typography.Text>
            {channel?.payType ? <Tag>{label(language, `payType.${channel.payType}`)}</Tag> : null}
          </Space>
          <Typography.Text type="secondary">
            {label(language, 'preview.amounts', money(channel?.min), money(channel?.max))}
          </Typography.Text>
          <Space wrap size={[8, 8]}>
            {(channel?.presets ?? []).map((amount) => (
              <Tag key={amount} style={{ padding: '4px 12px', fontSize: 14 }}>
                {money(amount)}
              </Tag>
            ))}
          </Space>
        </Space>
      )}
    </PreviewCard>
  );
}
