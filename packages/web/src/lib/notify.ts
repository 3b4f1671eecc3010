// Toasts, the delayed loading indicator and alert modals (spec §7, §9). antd-mobile keeps a single
// toast on screen, so all of them go through here: the loading toast closes only while it is still
// the one showing, never a message that replaced it. Toast and Dialog (with their masks, popups and
// animations) load on first use, or once the first screen is up (`preloadNotify`): the first screen
// shows none, and a phone should not wait for them to see it. Calls made in a row run in that order.

import { LOADING_INDICATOR_DELAY_MS, TOAST_MS } from '@fair28/shared';
import { translate } from '../i18n/i18n';
import { confirmDialog } from './confirm-dialog';

type Notifiers = typeof import('./notifiers');

let notifiers: Promise<Notifiers> | null = null;

function withNotifiers(use: (loaded: Notifiers) => void): void {
  notifiers ??= import('./notifiers');
  void notifiers.then(use, () => {
    // A chunk that failed to load is asked again next time.
    notifiers = null;
  });
}

/** Loads Toast and Dialog ahead of their first use. */
export function preloadNotify(): void {
  withNotifiers(() => undefined);
}

let slowRequests = 0;
let isLoadingShown = false;

export function showToast(text: string, icon?: 'success' | 'fail'): void {
  isLoadingShown = false;
  withNotifiers(({ Toast }) => {
    Toast.show({ content: text, duration: TOAST_MS, ...(icon ? { icon } : {}) });
  });
}

/** Starts timing a request; the loading toast appears only once a request has taken 800 ms. Returns the stop. */
export function trackRequest(): () => void {
  let isSlow = false;
  const timer = setTimeout(() => {
    isSlow = true;
    slowRequests += 1;
    if (!isLoadingShown) {
      isLoadingShown = true;
      withNotifiers(({ Toast }) => {
        Toast.show({
          icon: 'loading',
          content: translate('request.loading'),
          duration: 0,
          maskClickable: false,
        });
      });
    }
  }, LOADING_INDICATOR_DELAY_MS);

  return () => {
    clearTimeout(timer);
    if (!isSlow) return;
    slowRequests -= 1;
    if (slowRequests === 0 && isLoadingShown) {
      isLoadingShown = false;
      withNotifiers(({ Toast }) => Toast.clear());
    }
  };
}

/** A modal titled with the message (spec §8 for HTTP failures). */
export function showAlert(title: string): void {
  withNotifiers(({ Dialog }) => {
    void Dialog.alert({ title, confirmText: translate('common.ok') });
  });
}

/**
 * A confirmation; `words` names the dialog and its two buttons when Confirm and Cancel would not fit. It
 * closes, unanswered, when `signal` aborts (the form that asked has left the screen).
 */
export function confirmAction(
  content: string,
  words: { title?: string; confirmText?: string; cancelText?: string } = {},
  signal?: AbortSignal,
): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    notifiers ??= import('./notifiers');
    notifiers.then(
      ({ Dialog }) =>
        resolve(
          confirmDialog(
            Dialog,
            {
              ...(words.title ? { title: words.title } : {}),
              content,
              confirmText: words.confirmText ?? translate('common.confirm'),
              cancelText: words.cancelText ?? translate('common.cancel'),
            },
            signal,
          ),
        ),
      (error: unknown) => {
        notifiers = null;
        reject(error);
      },
    );
  });
}
