// The store's goods: every one of them (disabled ones too) with picture, names, price, stock and order,
// and a drawer to add or change one — names and descriptions in both languages, a picture uploaded on
// the spot, price, stock, shown or hidden, order — beside a preview of how players will see it.
import { displayMoney, type TAdminGoods } from '@fair28/shared';
import { Form, Input, InputNumber, Tag } from 'antd';
import { CatalogueEditor, nameColumns } from '@/components/catalogue-editor/catalogue-editor';
import { NameFields, PriceField } from '@/components/edit-drawer/edit-drawer';
import { ImageUpload, UploadedPictureView } from '@/components/image-upload/image-upload';
import { useT } from '@/i18n/labels';
import { goodsQuery, useSaveGoods } from '../api/store';
import { GoodsPreview } from '../components/goods-preview';
import { goodsFormOf, goodsRequestOf, newGoodsForm } from '../lib/goods-form';

export function GoodsPage() {
  const t = useT();

  return (
    <CatalogueEditor
      title={t('nav.goods')}
      addLabel={t('store.addGoods')}
      editTitle={(row) => `${t('store.editGoods')} · ${row.nameEn}`}
      query={goodsQuery}
      columns={[
        {
          key: 'picture',
          title: t('store.picture'),
          render: (_, row) => <UploadedPictureView url={row.imageUrl} alt={row.nameEn} size={48} />,
        },
        ...nameColumns<TAdminGoods>(t),
        {
          key: 'price',
          title: t('store.price'),
          align: 'right',
          render: (_, row) => displayMoney(row.price),
        },
        {
          key: 'stock',
          title: t('store.stock'),
          align: 'right',
          render: (_, row) => (row.stock > 0 ? row.stock : <Tag color="red">{t('store.soldOut')}</Tag>),
        },
      ]}
      useSave={useSaveGoods}
      formOf={goodsFormOf}
      newForm={() => newGoodsForm}
      requestOf={(values, row) => goodsRequestOf(values, row?.id)}
      savedName={(saved) => saved.nameEn}
      preview={(values) => <GoodsPreview goods={values} />}
      fields={() => (
        <>
          <NameFields />
          <Form.Item name="descriptionZh" label={t('store.descriptionZh')} extra={t('store.descriptionHelp')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={8192} />
          </Form.Item>
          <Form.Item name="descriptionEn" label={t('store.descriptionEn')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={8192} />
          </Form.Item>
          <Form.Item name="picture" label={t('store.picture')}>
            <ImageUpload alt={t('store.picture')} />
          </Form.Item>
        </>
      )}
      besideOrder={
        <>
          <PriceField name="price" label={t('store.price')} />
          <Form.Item name="stock" label={t('store.stock')} rules={[{ required: true }]}>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </>
      }
    />
  );
}
