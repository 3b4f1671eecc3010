// The confirmation before money moves: what will happen, in figures, with an explicit confirm button.

import Dialog from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';
import { translate } from '../../i18n/i18n';
import { type Detail, DetailList } from '../ui/detail-list';

export function confirmDetails(options: {
  title: string;
  details: Detail[];
  note?: ReactNode;
  confirmText: string;
}): Promise<boolean> {
  return Dialog.confirm({
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
  });
}
