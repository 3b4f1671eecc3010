// Where a withdrawal goes: the bound bank card or one of the player's USDT addresses, as a radio group;
// an account still on hold shows until when (local time) and cannot be picked. Without a card or an
// address it says so with the spec's words and links to bind or add one.

import { bankNameIn, formatDateTime, type TBankCardInfo, type TUsdtAddress } from '@fair28/shared';
import type { ReactNode } from 'react';
import { Note } from '@/components/money/money-card';
import { UsdtAddress } from '@/components/money/usdt-address';
import { ChoiceList } from '@/components/ui/choice-list';
import { routes } from '@/config/routes';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import type { PayoutAccount } from '../payout-hold';

type DestinationPickerProps = {
  card: TBankCardInfo;
  addresses: TUsdtAddress[];
  /** The same accounts with their holds. */
  accounts: PayoutAccount[];
  value: string;
  onChange: (destination: string) => void;
  error: string | null;
};

export function DestinationPicker({
  card,
  addresses,
  accounts,
  value,
  onChange,
  error,
}: DestinationPickerProps) {
  const { t, language } = useTranslation();
  const withHold = (destination: string, description: ReactNode) => {
    const heldUntil = accounts.find((account) => account.destination === destination)?.heldUntil ?? null;
    if (heldUntil === null) return { value: destination, description };
    return {
      value: destination,
      description,
      note: t('withdrawal.onHoldUntil', { at: formatDateTime(heldUntil) }),
      isDisabled: true,
    };
  };
  const choices = [
    ...(card.isBound
      ? [
          {
            label: bankNameIn(card.bankName, language),
            ...withHold('bank', `${card.cardNo} · ${card.realName}`),
          },
        ]
      : []),
    ...addresses.map((address) => ({
      label: `USDT ${address.network}`,
      ...withHold(`usdt:${address.id}`, <UsdtAddress address={address.address} />),
    })),
  ];
  return (
    <>
      {choices.length > 0 ? (
        <div style={{ border: '1px solid #eef0f5', borderRadius: 'var(--fair-radius)', overflow: 'hidden' }}>
          <ChoiceList
            label={t('withdrawal.destination')}
            selected={value || null}
            onSelect={onChange}
            choices={choices}
          />
        </div>
      ) : null}
      {card.isBound ? null : (
        <Note tone="warning" action={{ label: t('withdrawal.bindCard'), to: routes.bindBankCard.path }}>
          {translateMessage('form.bindOwnCard')}
        </Note>
      )}
      {addresses.length > 0 ? null : (
        <Note action={{ label: t('withdrawal.addAddress'), to: routes.addUsdtAddress.path }}>
          {translateMessage('form.addUsdtAddressFirst')}
        </Note>
      )}
      {error ? (
        <p role="alert" style={{ margin: 0, color: 'var(--fair-danger)', fontSize: 13 }}>
          {error}
        </p>
      ) : null}
    </>
  );
}
