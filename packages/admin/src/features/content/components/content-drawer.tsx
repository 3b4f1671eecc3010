// The form of one banner, notice or event. Each language has its title, summary and body; the body is
// edited beside a phone preview of what players will read. Times are the operator's local time, sent with
// their offset; an empty window shows the item always.
import { UploadOutlined } from '@ant-design/icons';
import type { ContentKind, TAdminContentItem } from '@fair28/shared';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Form,
  Image,
  Input,
  InputNumber,
  Space,
  Switch,
  Tabs,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { errorText } from '../../../api/error-text';
import { uploadImage } from '../../../api/upload-image';
import { HtmlPreview } from '../../../components/rich-text/html-preview';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { useT } from '../../../i18n/labels';
import { useSaveContent } from '../api/content';

type Values = {
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
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

function initialValues(item: TAdminContentItem | null): Values {
  return {
    titleZh: item?.titleZh ?? '',
    titleEn: item?.titleEn ?? '',
    summaryZh: item?.summaryZh ?? '',
    summaryEn: item?.summaryEn ?? '',
    bodyZh: item?.bodyZh ?? '',
    bodyEn: item?.bodyEn ?? '',
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
  const [picture, setPicture] = useState<{ id: string; url: string } | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const bodyZh = Form.useWatch('bodyZh', form) ?? '';
  const bodyEn = Form.useWatch('bodyEn', form) ?? '';
  const titleZh = Form.useWatch('titleZh', form) ?? '';
  const titleEn = Form.useWatch('titleEn', form) ?? '';

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(initialValues(item));
    setPicture(item?.imageId ? { id: item.imageId, url: item.imageUrl } : null);
    setUploadError(null);
    save.reset();
  }, [open, item, form, save.reset]);

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
        ...(picture ? { imageId: picture.id } : {}),
        link: values.link,
        startTime: start ? start.format() : '',
        endTime: end ? end.format() : '',
        isEnabled: values.isEnabled,
        sortOrder: values.sortOrder,
      },
      { onSuccess: onSaved },
    );
  }

  const language = (suffix: 'Zh' | 'En', body: string, title: string) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 375px', gap: 16 }}>
      <div>
        <Form.Item name={`title${suffix}`} label={t('content.title')} rules={[{ required: true, max: 120 }]}>
          <Input maxLength={120} showCount />
        </Form.Item>
        <Form.Item name={`summary${suffix}`} label={t('content.summary')} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name={`body${suffix}`} label={t('content.body')}>
          <RichTextEditor label={`${t('content.body')} (${suffix === 'Zh' ? '中文' : 'English'})`} />
        </Form.Item>
      </div>
      <div>
        <div style={{ marginBottom: 8 }}>{t('editor.preview')}</div>
        <HtmlPreview html={body} title={title} />
      </div>
    </div>
  );

  return (
    <Drawer
      title={item ? t('content.edit', item.titleZh) : t(`content.add.${kind}`)}
      open={open}
      onClose={onClose}
      width={1000}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('common.save')}
        </Button>
      }
    >
      {save.isError ? (
        <Alert type="error" showIcon message={errorText(save.error, t)} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={initialValues(item)}>
        <Tabs
          items={[
            { key: 'zh', label: '中文', forceRender: true, children: language('Zh', bodyZh, titleZh) },
            { key: 'en', label: 'English', forceRender: true, children: language('En', bodyEn, titleEn) },
          ]}
        />
        <Space size="large" align="start" wrap>
          <Form.Item label={t('content.picture')}>
            <Space direction="vertical">
              {picture?.url ? <Image src={picture.url} width={200} alt="" /> : null}
              <Upload
                accept="image/png,image/jpeg,image/webp"
                showUploadList={false}
                beforeUpload={(file) => {
                  setUploading(true);
                  setUploadError(null);
                  uploadImage(file)
                    .then((uploaded) => setPicture({ id: uploaded.id, url: URL.createObjectURL(file) }))
                    .catch(setUploadError)
                    .finally(() => setUploading(false));
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={isUploading}>
                  {picture ? t('content.replacePicture') : t('content.choosePicture')}
                </Button>
              </Upload>
              {uploadError ? <Alert type="error" showIcon message={errorText(uploadError, t)} /> : null}
            </Space>
          </Form.Item>
          <Form.Item
            name="link"
            label={t('content.link')}
            extra={t('content.linkHelp')}
            style={{ width: 320 }}
          >
            <Input placeholder="/pages/… or https://…" />
          </Form.Item>
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
      </Form>
    </Drawer>
  );
}
