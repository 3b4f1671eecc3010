// An amount picked from the channel's presets or typed in, with the channel's limits shown.

import { displayMoney } from '@fair28/shared';
import { useTranslation } from '@/i18n/use-translation';
import { isSameAmount, plainAmount } from '@/lib/amount';
import { TextField } from '../ui/text-field';
import styles from './amount-field.module.css';

type AmountFieldProps = {
  id: string;
  label: string;
  presets: readonly string[];
  limits: { min: string; max: string };
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

export function AmountField({ id, label, presets, limits, value, onChange, error }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      {presets.length > 0 ? (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend className={styles.heading}>{t('wallet.presets')}</legend>
          <ul className={styles.presets} style={{ marginTop: 8 }}>
            {presets.map((preset) => (
              <li key={preset}>
                <button
                  type="button"
                  className={styles.preset}
                  aria-pressed={isSameAmount(value, preset)}
                  onClick={() => onChange(plainAmount(preset))}
                >
                  {displayMoney(preset)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <TextField
        id={id}
        label={label}
        placeholder={t('wallet.amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={18}
        value={value}
        onChange={onChange}
        error={error ?? null}
      />
      <p className={styles.limits}>
        {t('wallet.limits', { min: displayMoney(limits.min), max: displayMoney(limits.max) })}
      </p>
    </div>
  );
}
