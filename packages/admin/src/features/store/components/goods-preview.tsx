// How the goods will show in the player app's store list, in either language, from the form as it is
// being filled: picture, name, price and stock (or sold out), as the app's goods card lays them out.
import { displayMoney } from '@fair28/shared';
import { Typography } from 'antd';
import { UploadedPictureView } from '@/components/image-upload/image-upload';
import { PreviewCard } from '@/components/preview-card/preview-card';
import { label, useT } from '@/i18n/labels';
import type { GoodsForm } from '../lib/goods-form';

export function GoodsPreview({ goods }: { goods: Partial<GoodsForm> | undefined }) {
  const t = useT();
  const stock = goods?.stock ?? 0;
  const price = String(goods?.price ?? '').trim();
  return (
    <PreviewCard warning={goods?.isEnabled === false ? t('store.hiddenWhenDisabled') : undefined}>
      {(language) => {
        const name = (language === 'zh' ? goods?.nameZh || goods?.nameEn : goods?.nameEn) ?? '';
        return (
          <div style={{ display: 'flex', gap: 12 }}>
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
          </div>
        );
      }}
    </PreviewCard>
  );
}
