// The confirmation before money moves: what will happen, in figures, with an explicit confirm button.
// It closes, unanswered, when `signal` aborts (the form that asked has left the screen).

import Dialog from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';
import { translate } from '@/i18n/i18n';
import { confirmDialog } from '@/lib/confirm-dialog';
import { type Detail, DetailList } from '../ui/detail-list';

export function confirmDetails(
  options: {
    title: string;
    details: Detail[];
    note?: ReactNode;
    confirmText: string;
  },
  signal?: AbortSignal,
): Promise<boolean> {
  return confirmDialog(
    Dialog,
    {
      title: options.title,
      content: (
        <div>
          <DetailList details={options.details} />
          {options.note ? (
            <p style={{ margin: '12px 0 0', fontSize: 13, color: 'var(--fair-muted)' }}>{options.note}</p>
          ) : null}
        </div>
      ),
      confirmText: options.confirmText,
      cancelText: translate('common.cancel'),
    },
    signal,
  );
}
