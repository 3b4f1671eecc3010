// A confirmation dialog that answers true on its confirm button and false on cancel, on a tap on the mask
// or when `signal` aborts: the form that opened it has left the screen, and its dialog goes with it.
// antd-mobile's Dialog is passed in, so lib/notify can keep loading it late.

import { confirmUntilAborted } from '@fair28/client';
import type DialogApi from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';

export type ConfirmOptions = {
  title?: ReactNode;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
};

export function confirmDialog(
  dialog: typeof DialogApi,
  options: ConfirmOptions,
  signal?: AbortSignal,
): Promise<boolean> {
  return confirmUntilAborted(
    (answer) =>
      dialog.show({
        ...(options.title === undefined ? {} : { title: options.title }),
        content: options.content,
        closeOnAction: true,
        onClose: () => answer(false),
        actions: [
          [
            { key: 'cancel', text: options.cancelText, onClick: () => answer(false) },
            { key: 'confirm', text: options.confirmText, bold: true, onClick: () => answer(true) },
          ],
        ],
      }).close,
    signal,
  );
}
