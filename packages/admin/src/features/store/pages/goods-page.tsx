// The store's goods: every one of them (disabled ones too) with picture, names, price, stock and order,
// and a drawer to add or change one — names and descriptions in both languages, a picture uploaded on
// the spot, price, stock, shown or hidden, order — beside a preview of how players will see it.
import { displayMoney, type TAdminGoods } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { CatalogueCard } from '../../../components/catalogue-card/catalogue-card';
import { EditDrawer, NameFields } from '../../../components/edit-drawer/edit-drawer';
import { EnabledTag } from '../../../components/enabled-tag/enabled-tag';
import { ImageUpload, UploadedPictureView } from '../../../components/image-upload/image-upload';
import { useT } from '../../../i18n/labels';
import { priceRule } from '../../../lib/price-rule';
import { goodsQuery, useSaveGoods } from '../api/store';
import { GoodsPreview } from '../components/goods-preview';
import { type GoodsForm, goodsFormOf, goodsRequestOf, newGoodsForm } from '../lib/goods-form';

/** Which goods the drawer edits: new ones, or saved ones by their row. */
type Editing = { goods: TAdminGoods | null } | null;

export function GoodsPage() {
  const t = useT();
  const { message } = App.useApp();
  const goods = useQuery(goodsQuery);
  const save = useSaveGoods();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<GoodsForm>();
  const watched = Form.useWatch([], form);

  const open = (row: TAdminGoods | null) => {
    save.reset();
    setEditing({ goods: row });
  };
  const close = () => {
    save.reset();
    setEditing(null);
  };

  return (
    <CatalogueCard
      title={t('nav.goods')}
      addLabel={t('store.addGoods')}
      onAdd={() => open(null)}
      onReload={() => void goods.refetch()}
      error={goods.error}
    >
      <Table<TAdminGoods>
        rowKey="id"
        loading={goods.isFetching}
        dataSource={goods.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'picture',
            title: t('store.picture'),
            render: (_, row) => <UploadedPictureView url={row.imageUrl} alt={row.nameEn} size={48} />,
          },
          { key: 'nameZh', title: t('catalogue.nameZh'), dataIndex: 'nameZh' },
          { key: 'nameEn', title: t('catalogue.nameEn'), dataIndex: 'nameEn' },
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
          {
            key: 'enabled',
            title: t('catalogue.enabled'),
            render: (_, row) => <EnabledTag isEnabled={row.isEnabled} />,
          },
          { key: 'order', title: t('catalogue.sortOrder'), dataIndex: 'sortOrder', align: 'right' },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => open(row)}>
                {t('catalogue.edit')}
              </Button>
            ),
          },
        ]}
      />
      <EditDrawer<GoodsForm>
        open={editing !== null}
        title={editing?.goods ? `${t('store.editGoods')} · ${editing.goods.nameEn}` : t('store.addGoods')}
        form={form}
        initialValues={editing?.goods ? goodsFormOf(editing.goods) : newGoodsForm}
        isSaving={save.isPending}
        error={save.error}
        onClose={close}
        onSave={(values) =>
          save.mutate(goodsRequestOf(values, editing?.goods?.id), {
            onSuccess: (saved) => {
              void message.success(t('catalogue.saved', saved.nameEn));
              close();
            },
          })
        }
        preview={<GoodsPreview goods={watched} />}
      >
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
        <Space wrap size="large" align="start">
          <Form.Item name="price" label={t('store.price')} rules={[priceRule(t('catalogue.amountFormat'))]}>
            <Input prefix="¥" style={{ width: 160 }} inputMode="decimal" />
          </Form.Item>
          <Form.Item name="stock" label={t('store.stock')} rules={[{ required: true }]}>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('catalogue.sortOrder')} extra={t('catalogue.sortOrderHelp')}>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="isEnabled" label={t('catalogue.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </EditDrawer>
    </CatalogueCard>
  );
}
