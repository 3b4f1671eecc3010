// What to tell the player about a failed call, and a toast for it unless the client already said it.

import { isApiError } from '@fair28/client';
import { i18n } from '../i18n/i18n';
import { showToast } from '../lib/notify';

export function errorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errorPage.otherBody');
  switch (error.kind) {
    case 'network':
      return i18n.t('request.networkFailed');
    case 'timeout':
      return i18n.t('request.timeout');
    case 'codec':
      return i18n.t('request.decodeFailed', { code: error.code });
    default:
      // The server translated its message already, from the lang field of the request.
      return error.message;
  }
}

export function showError(error: unknown): void {
  if (isApiError(error) && error.shown) return;
  showToast(errorText(error), 'fail');
}
