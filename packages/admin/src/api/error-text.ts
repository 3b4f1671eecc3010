// What to tell the operator about a failed call. The server's messages come in the console's language
// already (the request's lang); failures before an envelope exists get the console's own words.
import { isApiError } from '@fair28/client';
import type { Translate } from '../i18n/labels';

export function errorText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('error.unexpected');
  switch (error.kind) {
    case 'network':
      return t('error.network');
    case 'timeout':
      return t('error.timeout');
    case 'codec':
      return t('error.codec');
    default:
      return error.message;
  }
}
