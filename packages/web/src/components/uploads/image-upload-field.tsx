// Choosing an image and uploading it at once, with a progress bar: a payment certificate or a QR code.
// The file is checked here first as the server will check it (type from its bytes, size, dimensions),
// then sent as base64; the field holds the upload's id.

import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import ImageIcon from 'lucide-react/icons/image';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { errorText } from '@/api/error-text';
import { useUploadImage } from '@/api/uploads/upload-image';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { isImageIssue, readImageFile } from '@/lib/image-file';
import styles from './image-upload-field.module.css';

type UploadState =
  | { step: 'empty' }
  | { step: 'checking' }
  | { step: 'uploading'; progress: number }
  | { step: 'uploaded' }
  | { step: 'failed'; message: string };

type ImageUploadFieldProps = {
  id: string;
  label: string;
  hint?: string;
  isOptional?: boolean;
  /** The form's own message for this field (such as "upload the payment certificate"). */
  error?: string | null;
  onChange: (imageId: string | null) => void;
  /** The chosen file, before it is uploaded (the QR reader looks at it). */
  onFile?: (file: File) => void;
};

export function ImageUploadField({
  id,
  label,
  hint,
  isOptional,
  error,
  onChange,
  onFile,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [state, setState] = useState<UploadState>({ step: 'empty' });
  const [preview, setPreview] = useState<string | null>(null);
  const hintId = useId();
  // Uploads finish later: they report to the form's current handler, not the one of their render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen twice in a row must fire change again.
    event.target.value = '';
    if (!file) return;
    onChange(null);
    onFile?.(file);
    setPreview(URL.createObjectURL(file));
    setState({ step: 'checking' });
    const checked = await readImageFile(file);
    if (isImageIssue(checked)) {
      setState({ step: 'failed', message: translateMessage(checked.message, ...checked.args) });
      return;
    }
    setState({ step: 'uploading', progress: 0 });
    upload.mutate(
      { base64: checked.base64, onProgress: (progress) => setState({ step: 'uploading', progress }) },
      {
        onSuccess: (image) => {
          setState({ step: 'uploaded' });
          onChangeRef.current(image.id);
        },
        onError: (failure) => setState({ step: 'failed', message: errorText(failure) }),
      },
    );
  };

  const clear = () => {
    setPreview(null);
    setState({ step: 'empty' });
    onChange(null);
  };

  const message = state.step === 'failed' ? state.message : (error ?? null);
  const percent = state.step === 'uploading' ? Math.round(state.progress * 100) : 0;

  return (
    <div className={message ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isOptional ? <span className={styles.optional}>{t('wallet.optional')}</span> : null}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="visually-hidden"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => void choose(event)}
      />
      <div className={styles.box}>
        {preview ? (
          <img className={styles.preview} src={preview} alt={t('wallet.chosenImage')} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <ImageIcon />
          </span>
        )}
        <div className={styles.status} aria-live="polite">
          {state.step === 'empty' ? <span>{t('wallet.noImage')}</span> : null}
          {state.step === 'checking' ? <span>{t('wallet.checkingImage')}</span> : null}
          {state.step === 'uploading' ? (
            <>
              <span>{t('wallet.uploading', { percent })}</span>
              <div
                role="progressbar"
                aria-label={t('wallet.uploadProgress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <ProgressBar percent={percent} />
              </div>
            </>
          ) : null}
          {state.step === 'uploaded' ? <span className={styles.done}>{t('wallet.uploaded')}</span> : null}
          <div className={styles.actions}>
            <Button
              size="small"
              color="primary"
              fill="outline"
              disabled={state.step === 'checking' || state.step === 'uploading'}
              onClick={() => input.current?.click()}
            >
              {state.step === 'empty' ? t('wallet.chooseImage') : t('wallet.chooseAnother')}
            </Button>
            {state.step === 'uploaded' || state.step === 'failed' ? (
              <Button size="small" fill="none" onClick={clear}>
                {t('wallet.removeImage')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
