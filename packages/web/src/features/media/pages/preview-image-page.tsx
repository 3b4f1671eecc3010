// /preview-image?url=… — an image full screen with pinch zoom (certificates, QR codes). A route rather
// than an overlay, so the phone's back button closes it. Only this site's own images are shown: an
// upload fetched with the session, or a path of the app; never an address from elsewhere.

import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useImageObjectUrl } from '@/api/uploads/get-image';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { canGoBack, navigateBack, reLaunch } from '@/lib/navigation';
import { useSearchParams } from '@/lib/router/router-context';
import { isOwnImagePath } from '../image-path';

export function PreviewImagePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const isAllowed = isOwnImagePath(url);
  const image = useImageObjectUrl(isAllowed ? url : '');
  const close = () => void (canGoBack() ? navigateBack() : reLaunch(routes.home.path));

  if (!isAllowed || image.isError) {
    return (
      <Page title={t('route.previewImage')} backTo={routes.home.path}>
        <EmptyState
          text={t('wallet.imageUnavailable')}
          action={{ label: t('common.goHome'), to: routes.home.path }}
        />
      </Page>
    );
  }
  if (!image.objectUrl) {
    return (
      <Page title={t('route.previewImage')} backTo={routes.home.path}>
        <Loading />
      </Page>
    );
  }
  return <ImageViewer image={image.objectUrl} visible onClose={close} />;
}
