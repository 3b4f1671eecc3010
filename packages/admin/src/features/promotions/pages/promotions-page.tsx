// Commissions, rebates and their budget: the budget's balance (and what open red packets hold) with a way
// to fund it from the house; every tier, public to players, with a drawer to add or change one beside a
// preview of what it pays on a sample day. Every change is in the audit log.
import { displayMoney, type TPromotionTier } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
} from 'antd';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { CatalogueCard } from '@/components/catalogue-card/catalogue-card';
import { EditDrawer } from '@/components/edit-drawer/edit-drawer';
import { useGuardedAction } from '@/hooks/use-guarded-action';
import { useT } from '@/i18n/labels';
import { priceRule } from '@/lib/price-rule';
import { budgetQuery, tiersQuery, useDeleteTier, useFundBudget, useSaveTier } from '../api/promotions';
import {
  newSampleDay,
  newTierForm,
  type SampleDay,
  type TierForm,
  tierFormOf,
  tierPreview,
  tierRequestOf,
} from '../lib/tier-form';

type Editing = { tier: TPromotionTier | null } | null;

export function PromotionsPage() {
  const t = useT();
  const { message } = App.useApp();
  const tiers = useQuery(tiersQuery);
  const save = useSaveTier();
  const remove = useDeleteTier();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<TierForm>();
  const watched = Form.useWatch([], form);
  const kind = Form.useWatch('kind', form);
  const [sample, setSample] = useState<SampleDay>(newSampleDay);
  const preview = tierPreview(watched, sample);

  const open = (tier: TPromotionTier | null) => {
    save.reset();
    setEditing({ tier });
  };
  const close = () => {
    save.reset();
    setEditing(null);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <BudgetCard />
      <CatalogueCard
        title={t('promo.tiers')}
        addLabel={t('promo.addTier')}
        onAdd={() => open(null)}
        onReload={() => void tiers.refetch()}
        error={tiers.error ?? remove.error}
      >
        <Table<TPromotionTier>
          rowKey="id"
          loading={tiers.isFetching}
          dataSource={tiers.data?.list ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'kind', title: t('promo.kind'), render: (_, row) => t(`promo.kind.${row.kind}`) },
            { key: 'level', title: t('promo.level'), dataIndex: 'level', align: 'right' },
            {
              key: 'min',
              title: t('promo.minTurnover'),
              align: 'right',
              render: (_, row) => displayMoney(row.minTurnover),
            },
            { key: 'model', title: t('promo.model'), render: (_, row) => t(`promo.model.${row.model}`) },
            { key: 'rate', title: t('promo.rate'), align: 'right', render: (_, row) => `${row.rate}%` },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, row) => (
                <Space>
                  <Button size="small" onClick={() => open(row)}>
                    {t('catalogue.edit')}
                  </Button>
                  <Popconfirm
                    title={t('promo.deleteConfirm')}
                    onConfirm={() =>
                      remove.mutate(row.id, { onSuccess: () => void message.success(t('promo.deleted')) })
                    }
                  >
                    <Button size="small" danger>
                      {t('promo.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
        <EditDrawer<TierForm>
          open={editing !== null}
          title={editing?.tier ? t('promo.editTier') : t('promo.addTier')}
          form={form}
          initialValues={editing?.tier ? tierFormOf(editing.tier) : newTierForm}
          isSaving={save.isPending}
          error={save.error}
          onClose={close}
          onSave={(values) =>
            save.mutate(tierRequestOf(values, editing?.tier?.id), {
              onSuccess: () => {
                void message.success(t('promo.saved'));
                close();
              },
            })
          }
          preview={
            <Card size="small" title={t('promo.preview')}>
              <Form layout="vertical" component="div">
                <Form.Item label={t('promo.sampleTurnover')} htmlFor="sample-turnover">
                  <Input
                    id="sample-turnover"
                    prefix="¥"
                    inputMode="decimal"
                    value={sample.turnover}
                    onChange={(event) => setSample({ ...sample, turnover: event.target.value })}
                  />
                </Form.Item>
                {kind === 'commission' ? (
                  <Form.Item
                    label={t('promo.sampleNet')}
                    extra={t('promo.sampleNetHelp')}
                    htmlFor="sample-net"
                  >
                    <Input
                      id="sample-net"
                      prefix="¥"
                      inputMode="decimal"
                      value={sample.net}
                      onChange={(event) => setSample({ ...sample, net: event.target.value })}
                    />
                  </Form.Item>
                ) : null}
              </Form>
              <p role="status">
                {preview === null
                  ? t('promo.previewIncomplete')
                  : preview.applies
                    ? t('promo.previewPays', displayMoney(preview.pays))
                    : t('promo.previewBelow')}
              </p>
            </Card>
          }
        >
          <Space wrap size="large" align="start">
            <Form.Item name="kind" label={t('promo.kind')} rules={[{ required: true }]}>
              <Select
                style={{ width: 180 }}
                options={[
                  { value: 'commission', label: t('promo.kind.commission') },
                  { value: 'rebate', label: t('promo.kind.rebate') },
                ]}
              />
            </Form.Item>
            {kind === 'commission' ? (
              <>
                <Form.Item name="level" label={t('promo.level')} extra={t('promo.levelHelp')}>
                  <InputNumber min={1} max={3} precision={0} style={{ width: 100 }} />
                </Form.Item>
                <Form.Item name="model" label={t('promo.model')}>
                  <Select
                    style={{ width: 200 }}
                    options={[
                      { value: 'turnover', label: t('promo.model.turnover') },
                      { value: 'net', label: t('promo.model.net') },
                    ]}
                  />
                </Form.Item>
              </>
            ) : null}
          </Space>
          <Space wrap size="large" align="start">
            <Form.Item
              name="minTurnover"
              label={t('promo.minTurnover')}
              extra={t('promo.minTurnoverHelp')}
              rules={[{ required: true }]}
            >
              <Input prefix="¥" style={{ width: 160 }} inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="rateBp"
              label={t('promo.rateBp')}
              extra={t('promo.rateBpHelp')}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} max={5000} precision={0} style={{ width: 140 }} />
            </Form.Item>
          </Space>
        </EditDrawer>
      </CatalogueCard>
    </Space>
  );
}

/** The budget's balance, what open packets hold, the last day paid; funding it asks for a confirmation. */
function BudgetCard() {
  const t = useT();
  const { message } = App.useApp();
  const budget = useQuery(budgetQuery);
  const fund = useFundBudget();
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<{ amount: string }>();
  // One funding per intent: a double click asks once, and a retry after a lost answer keeps its key.
  const guard = useGuardedAction();
  const submit = ({ amount }: { amount: string }) =>
    guard.run(async ({ signal, intend }) => {
      const body = { amount: amount.trim() };
      const intent = intend(body);
      if (!(await guard.confirm({ title: t('promo.fundConfirm', displayMoney(body.amount)) }, signal)))
        return;
      // A refusal shows in the dialog (fund.error).
      const funded = await intent
        .send((idempotencyKey) => fund.mutateAsync({ ...body, idempotencyKey }))
        .catch(() => null);
      if (!funded) return;
      void message.success(t('promo.funded'));
      setOpen(false);
      form.resetFields();
    });
  return (
    <Card
      title={t('promo.budget')}
      extra={
        <Button type="primary" onClick={() => setOpen(true)}>
          {t('promo.fund')}
        </Button>
      }
      loading={budget.isPending}
    >
      {budget.error ? <p role="alert">{errorText(budget.error, t)}</p> : null}
      {budget.data ? (
        <Descriptions
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'balance', label: t('promo.balance'), children: displayMoney(budget.data.balance) },
            { key: 'held', label: t('promo.held'), children: displayMoney(budget.data.heldByPackets) },
            {
              key: 'day',
              label: t('promo.lastDay'),
              children: budget.data.lastSettledDay ?? t('promo.noDay'),
            },
          ]}
        />
      ) : null}
      <Modal
        open={isOpen}
        title={t('promo.fund')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('promo.fund')}
        okButtonProps={{ loading: guard.isBusy }}
      >
        {fund.error ? <p role="alert">{errorText(fund.error, t)}</p> : null}
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="amount" label={t('promo.amount')} rules={[priceRule(t('catalogue.amountFormat'))]}>
            <Input prefix="¥" inputMode="decimal" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
