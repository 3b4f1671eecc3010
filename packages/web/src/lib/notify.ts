// Toasts, the delayed loading indicator and alert modals (spec §7, §9). antd-mobile keeps a single
// toast on screen, so all of them go through here: the loading toast closes only while it is still
// the one showing, never a message that replaced it.

import { LOADING_INDICATOR_DELAY_MS, TOAST_MS } from '@fair28/shared';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { i18n } from '../i18n/i18n';

let slowRequests = 0;
let isLoadingShown = false;

export function showToast(text: string, icon?: 'success' | 'fail'): void {
  isLoadingShown = false;
  Toast.show({ content: text, duration: TOAST_MS, ...(icon ? { icon } : {}) });
}

/** Starts timing a request; the loading toast appears only once a request has taken 800 ms. Returns the stop. */
export function trackRequest(): () => void {
  let isSlow = false;
  const timer = setTimeout(() => {
    isSlow = true;
    slowRequests += 1;
    if (!isLoadingShown) {
      isLoadingShown = true;
      Toast.show({ icon: 'loading', content: i18n.t('request.loading'), duration: 0, maskClickable: false });
    }
  }, LOADING_INDICATOR_DELAY_MS);

  return () => {
    clearTimeout(timer);
    if (!isSlow) return;
    slowRequests -= 1;
    if (slowRequests === 0 && isLoadingShown) {
      isLoadingShown = false;
      Toast.clear();
    }
  };
}

/** A modal titled with the message (spec §8 for HTTP failures). */
export function showAlert(title: string): void {
  void Dialog.alert({ title, confirmText: i18n.t('common.ok') });
}

export function confirmAction(content: string): Promise<boolean> {
  return Dialog.confirm({
    content,
    confirmText: i18n.t('common.confirm'),
    cancelText: i18n.t('common.cancel'),
  });
}
