// A whole number between bounds, typed or stepped with − and +: a native number input (a spinbutton to
// screen readers) named by its label, beside two buttons named for what they do. antd-mobile's Stepper
// left its input unnamed and put spinbutton attributes on a wrapper.

import MinusIcon from 'lucide-react/icons/minus';
import PlusIcon from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './quantity-stepper.module.css';

type QuantityStepperProps = {
  /** The id of the element naming the value. */
  labelledBy: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
};

export function QuantityStepper({ labelledBy, min, max, value, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  // What is being typed, shown as typed (blank, or below the least while a digit is still to come); a
  // value in bounds counts at once, the rest is brought into bounds when the box is left.
  const [typed, setTyped] = useState<string | null>(null);
  const set = (next: number) => {
    setTyped(null);
    onChange(Math.min(max, Math.max(min, Math.round(next))));
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('stepper.decrease')}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        <MinusIcon aria-hidden="true" />
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        aria-labelledby={labelledBy}
        min={min}
        max={max}
        step={1}
        value={typed ?? String(value)}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const number = Number(text);
          setTyped(text);
          if (text !== '' && Number.isInteger(number) && number >= min && number <= max) onChange(number);
        }}
        onBlur={() => {
          if (typed === null) return;
          const number = Number(typed);
          set(typed === '' || Number.isNaN(number) ? value : number);
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('stepper.increase')}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        <PlusIcon aria-hidden="true" />
      </button>
    </div>
  );
}
