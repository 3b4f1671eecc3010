// A form field holding one uploaded image (a goods picture, a QR code): choose a file and it goes up at
// once, through the upload call; the field's value is then the image's id and where to fetch it. The
// saving call takes the id; the image becomes visible to players only when that call is saved.
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { imageContentTypes } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Spin, Upload } from 'antd';
import { errorText } from '@/api/error-text';
import { uploadImage, useImageObjectUrl } from '@/api/upload-image';
import { useT } from '@/i18n/labels';

export type UploadedPicture = { id: string; url: string };

/** An uploaded image shown with the operator's session; a plain tile while loading or when it fails. */
export function UploadedPictureView({ url, alt, size }: { url: string; alt: string; size: number }) {
  const image = useImageObjectUrl(url);
  const frame = {
    width: size,
    height: size,
    borderRadius: 8,
    background: '#f5f5f5',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    flex: 'none',
  } as const;
  if (!url || image.isError) {
    return (
      <div style={frame} role="img" aria-label={alt}>
        <PictureOutlined style={{ fontSize: size / 3, color: '#bbb' }} />
      </div>
    );
  }
  return (
    <div style={frame}>
      {image.objectUrl ? (
        <img src={image.objectUrl} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <Spin size="small" />
      )}
    </div>
  );
}

type ImageUploadProps = {
  /** Given by Form.Item. */
  value?: UploadedPicture | null;
  onChange?: (value: UploadedPicture | null) => void;
  /** What the image is, for its alternative text and the buttons. */
  alt: string;
};

export function ImageUpload({ value, onChange, alt }: ImageUploadProps) {
  const t = useT();
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (image) => onChange?.({ id: image.id, url: image.url }),
  });
  return (
    <Space orientation="vertical">
      <Space align="start">
        <UploadedPictureView url={value?.url ?? ''} alt={alt} size={96} />
        <Space orientation="vertical">
          <Upload
            accept={imageContentTypes.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              upload.mutate(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {value ? t('image.replace') : t('image.upload')}
            </Button>
          </Upload>
          {value ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              {t('image.remove')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {upload.isError ? (
        <Alert type="error" showIcon role="alert" title={errorText(upload.error, t)} />
      ) : null}
    </Space>
  );
}
