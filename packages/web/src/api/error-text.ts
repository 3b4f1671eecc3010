// What to tell the player about a failed call, and a toast for it unless the client already said it.

import { isApiError } from '@fair28/client';
import { translate } from '../i18n/i18n';
import { showToast } from '../lib/notify';

export function errorText(error: unknown): string {
  if (!isApiError(error)) return translate('errorPage.otherBody');
  switch (error.kind) {
    case 'network':
      return translate('request.networkFailed');
    case 'timeout':
      return translate('request.timeout');
    case 'codec':
      return translate('request.decodeFailed', { code: error.code });
    default:
      // The server translated its message already, from the lang field of the request.
      return error.message;
  }
}

export function showError(error: unknown): void {
  if (isApiError(error) && error.shown) return;
  showToast(errorText(error), 'fail');
}
