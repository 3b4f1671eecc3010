// Where a withdrawal goes: the bound bank card or one of the player's USDT addresses, as a radio group.
// Without a card or an address it says so with the spec's words and links to bind or add one.

import { bankNameIn, type TBankCardInfo, type TUsdtAddress } from '@fair28/shared';
import { Note } from '../../../components/money/money-card';
import { ChoiceList } from '../../../components/ui/choice-list';
import { routes } from '../../../config/routes';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';

type DestinationPickerProps = {
  card: TBankCardInfo;
  addresses: TUsdtAddress[];
  value: string;
  onChange: (destination: string) => void;
  error: string | null;
};

export function DestinationPicker({ card, addresses, value, onChange, error }: DestinationPickerProps) {
  const { t, language } = useTranslation();
  const choices = [
    ...(card.isBound
      ? [
          {
            value: 'bank',
            label: bankNameIn(card.bankName, language),
            description: `${card.cardNo} · ${card.realName}`,
          },
        ]
      : []),
    ...addresses.map((address) => ({
      value: `usdt:${address.id}`,
      label: `USDT ${address.network}`,
      description: address.address,
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
