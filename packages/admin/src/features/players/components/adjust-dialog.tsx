// A balance adjustment from the profile: credit or debit, an amount and the reason the player and the
// audit log see. Sent through the console's action guard: a double click sends it once, and a retry of the
// same values after a lost answer goes under the same idempotency key.
import { isPrice, type TAdminPlayer } from '@fair28/shared';
import { Alert, App, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { useMe } from '@/api/staff/get-me';
import { useGuardedAction } from '@/hooks/use-guarded-action';
import { useT } from '@/i18n/labels';
import { useAdjustBalance } from '../api/adjust-balance';

export function AdjustDialog({ player, onClose }: { player: TAdminPlayer; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const me = useMe();
  const adjust = useAdjustBalance();
  const guard = useGuardedAction();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const isReady = isPrice(amount) && reason.trim() !== '';
  return (
    <Modal
      open
      title={`${t('player.adjust')} · ${player.account}`}
      okButtonProps={{ disabled: !isReady, loading: guard.isBusy }}
      onCancel={onClose}
      onOk={() =>
        void guard.run(async ({ intend }) => {
          const body = { userId: player.userId, direction, amount, reason: reason.trim() };
          // A refusal shows in the dialog (adjust.error).
          const made = await intend(body)
            .send((idempotencyKey) => adjust.mutateAsync({ ...body, idempotencyKey }))
            .catch(() => null);
          if (!made) return;
          void message.success(
            made.status === 'applied'
              ? t('player.adjustApplied')
              : t('player.adjustPending', me.data?.fourEyesAbove ?? ''),
          );
          onClose();
        })
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group
          aria-label={t('player.direction')}
          value={direction}
          onChange={(event) => setDirection(event.target.value)}
          options={[
            { value: 'credit', label: t('player.credit') },
            { value: 'debit', label: t('player.debit') },
          ]}
        />
        <Input
          aria-label={t('player.amount')}
          placeholder={t('player.amount')}
          value={amount}
          status={amount !== '' && !isPrice(amount) ? 'error' : ''}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Input.TextArea
          aria-label={t('common.reason')}
          placeholder={t('common.reason')}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
        {adjust.error ? <Alert type="error" title={errorText(adjust.error, t)} /> : null}
      </Space>
    </Modal>
  );
}
