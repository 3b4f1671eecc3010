// An uploaded image (a payment certificate, a QR code) fetched with the session; tapping opens it full
// screen on the image preview route (the phone's back button closes it).

import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useImageObjectUrl } from '@/api/uploads/get-image';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { navigateTo } from '@/lib/navigation';
import styles from './uploaded-image.module.css';

export function UploadedImage({ url, alt, size = 160 }: { url: string; alt: string; size?: number }) {
  const { t } = useTranslation();
  const image = useImageObjectUrl(url);
  const style = { width: size, height: size };
  if (image.isError) {
    return (
      <div className={styles.frame} style={style} role="img" aria-label={alt}>
        {t('wallet.imageUnavailable')}
      </div>
    );
  }
  if (!image.objectUrl) {
    return (
      <div className={styles.frame} style={style} aria-busy="true">
        <SpinLoading color="primary" style={{ '--size': '24px' }} />
      </div>
    );
  }
  const source = image.objectUrl;
  return (
    <button
      type="button"
      className={styles.frame}
      style={{ ...style, border: 0, padding: 0, cursor: 'zoom-in' }}
      aria-label={t('wallet.viewImage', { name: alt })}
      onClick={() => void navigateTo(routes.previewImage.path, { url })}
    >
      <img className={styles.image} src={source} alt={alt} />
    </button>
  );
}
