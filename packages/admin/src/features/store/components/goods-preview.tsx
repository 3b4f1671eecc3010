// How the goods will show in the player app's store list, in either language, from the form as it is
// being filled: picture, name, price and stock (or sold out), as the app's goods card lays them out.
import { displayMoney, type Language } from '@fair28/shared';
import { Card, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { UploadedPictureView } from '../../../components/image-upload/image-upload';
import { label, useT } from '../../../i18n/labels';
import { useLanguage } from '../../../i18n/language';
import type { GoodsForm } from '../lib/goods-form';

export function GoodsPreview({ goods }: { goods: Partial<GoodsForm> | undefined }) {
  const t = useT();
  const [language, setLanguage] = useState<Language>(useLanguage());
  const name = (language === 'zh' ? goods?.nameZh || goods?.nameEn : goods?.nameEn) ?? '';
  const stock = goods?.stock ?? 0;
  const price = String(goods?.price ?? '').trim();
  return (
    <Card
      size="small"
      title={t('store.preview')}
      extra={
        <Segmented<Language>
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
        aria-label={t('store.preview')}
        style={{ display: 'flex', gap: 12, padding: 12, borderRadius: 12, background: '#fff' }}
      >
        <UploadedPictureView url={goods?.picture?.url ?? ''} alt={name} size={80} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
          <Typography.Text strong>{name || '—'}</Typography.Text>
          <span style={{ fontSize: 16, fontWeight: 700, color: '#d9480f' }}>
            {price ? displayMoney(price) : '—'}
          </span>
          <Typography.Text type={stock > 0 ? 'secondary' : 'danger'} style={{ fontSize: 12 }}>
            {stock > 0
              ? label(language, 'store.previewStock', stock)
              : label(language, 'store.previewSoldOut')}
          </Typography.Text>
        </div>
      </section>
      {goods?.isEnabled === false ? (
        <Typography.Paragraph type="warning" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('store.hiddenWhenDisabled')}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
