// The form of one banner, notice or event. Each language has its title, summary and body; the body is
// edited beside a phone preview of what players will read in the language being edited. Times are the
// operator's local time, sent with their offset; an empty window shows the item always.
import type { ContentKind, TAdminContentItem } from '@fair28/shared';
import { DatePicker, Form, Input, InputNumber, Space, Switch, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { EditDrawer } from '@/components/edit-drawer/edit-drawer';
import { ImageUpload, type UploadedPicture } from '@/components/image-upload/image-upload';
import { HtmlPreview } from '@/components/rich-text/html-preview';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useT } from '@/i18n/labels';
import { useSaveContent } from '../api/content';

type Values = {
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
  picture: UploadedPicture | null;
  link: string;
  window: [Dayjs | null, Dayjs | null] | null;
  isEnabled: boolean;
  sortOrder: number;
};

type Props = {
  kind: ContentKind;
  item: TAdminContentItem | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
};

type Suffix = 'Zh' | 'En';

function initialValues(item: TAdminContentItem | null): Values {
  return {
    titleZh: item?.titleZh ?? '',
    titleEn: item?.titleEn ?? '',
    summaryZh: item?.summaryZh ?? '',
    summaryEn: item?.summaryEn ?? '',
    bodyZh: item?.bodyZh ?? '',
    bodyEn: item?.bodyEn ?? '',
    picture: item?.imageId ? { id: item.imageId, url: item.imageUrl } : null,
    link: item?.link ?? '',
    window:
      item?.startTime || item?.endTime
        ? [item.startTime ? dayjs(item.startTime) : null, item.endTime ? dayjs(item.endTime) : null]
        : null,
    isEnabled: item?.isEnabled ?? true,
    sortOrder: item?.sortOrder ?? 0,
  };
}

export function ContentDrawer({ kind, item, open, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const save = useSaveContent();
  const [editing, setEditing] = useState<Suffix>('Zh');
  const body = Form.useWatch(`body${editing}`, form) ?? '';
  const title = Form.useWatch(`title${editing}`, form) ?? '';

  function submit(values: Values) {
    const [start, end] = values.window ?? [null, null];
    save.mutate(
      {
        ...(item ? { id: item.id } : {}),
        kind,
        titleZh: values.titleZh,
        titleEn: values.titleEn,
        summaryZh: values.summaryZh,
        summaryEn: values.summaryEn,
        bodyZh: values.bodyZh,
        bodyEn: values.bodyEn,
        ...(values.picture ? { imageId: values.picture.id } : {}),
        link: values.link,
        startTime: start ? start.format() : '',
        endTime: end ? end.format() : '',
        isEnabled: values.isEnabled,
        sortOrder: values.sortOrder,
      },
      { onSuccess: onSaved },
    );
  }

  const language = (suffix: Suffix) => (
    <>
      <Form.Item name={`title${suffix}`} label={t('content.title')} rules={[{ required: true, max: 120 }]}>
        <Input maxLength={120} showCount />
      </Form.Item>
      <Form.Item name={`summary${suffix}`} label={t('content.summary')} rules={[{ max: 500 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name={`body${suffix}`} label={t('content.body')}>
        <RichTextEditor label={`${t('content.body')} (${suffix === 'Zh' ? '中文' : 'English'})`} />
      </Form.Item>
    </>
  );

  return (
    <EditDrawer<Values>
      open={open}
      title={item ? t('content.edit', item.titleZh) : t(`content.add.${kind}`)}
      form={form}
      initialValues={initialValues(item)}
      onSave={submit}
      onClose={() => {
        setEditing('Zh');
        save.reset();
        onClose();
      }}
      isSaving={save.isPending}
      error={save.error}
      preview={
        <>
          <div style={{ marginBottom: 8 }}>{t('editor.preview')}</div>
          <HtmlPreview html={body} title={title} />
        </>
      }
    >
      <Tabs
        activeKey={editing}
        onChange={(key) => setEditing(key as Suffix)}
        items={[
          { key: 'Zh', label: '中文', forceRender: true, children: language('Zh') },
          { key: 'En', label: 'English', forceRender: true, children: language('En') },
        ]}
      />
      <Form.Item name="picture" label={t('content.picture')}>
        <ImageUpload alt={t('content.picture')} />
      </Form.Item>
      <Form.Item name="link" label={t('content.link')} extra={t('content.linkHelp')}>
        <Input placeholder="/pages/… or https://…" />
      </Form.Item>
      <Space size="large" align="start" wrap>
        <Form.Item name="window" label={t('content.window')} extra={t('content.windowHelp')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('content.order')}>
          <InputNumber min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item name="isEnabled" label={t('content.shown')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </EditDrawer>
  );
}
