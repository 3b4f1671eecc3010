// The bank of a card, picked from the banks of the market this site serves, or typed in when the
// player's bank is not among them.

import { BANKS, type CardMarket } from '@fair28/shared';
import { useState } from 'react';
import { SheetPickerField } from '@/components/ui/sheet-picker-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/i18n/use-translation';

const OTHER_BANK = '__other__';

type BankNameFieldProps = {
  id: string;
  market: CardMarket;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
};

export function BankNameField({ id, market, value, onChange, error }: BankNameFieldProps) {
  const { t, language } = useTranslation();
  const banks = BANKS[market];
  const isListed = banks.some((bank) => bank.name === value);
  const [isOther, setIsOther] = useState(value !== '' && !isListed);
  const choices = [
    ...banks.map((bank) => {
      // Chinese readers see a bank's name as the bank writes it.
      const label = language === 'en' ? bank.nameEn : bank.name;
      return { value: bank.name, label, ...(label === bank.name ? {} : { description: bank.name }) };
    }),
    { value: OTHER_BANK, label: t('cards.otherBank') },
  ];
  return (
    <>
      <SheetPickerField
        id={id}
        label={t('cards.bankName')}
        placeholder={t('cards.bankNamePlaceholder')}
        choices={choices}
        value={isOther ? OTHER_BANK : isListed ? value : null}
        onChange={(picked) => {
          setIsOther(picked === OTHER_BANK);
          onChange(picked === OTHER_BANK ? '' : picked);
        }}
        error={isOther ? null : error}
      />
      {isOther ? (
        <TextField
          id={`${id}-other`}
          label={t('cards.otherBankName')}
          placeholder={t('cards.otherBankPlaceholder')}
          maxLength={64}
          value={value}
          onChange={onChange}
          error={error}
        />
      ) : null}
    </>
  );
}
