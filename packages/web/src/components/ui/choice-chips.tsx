// One choice from a row of chips (a status, a transfer type, a period), built on native radio buttons
// so keyboards, screen readers and browser tests treat it as the radio group it is.

import { useId } from 'react';
import styles from './choice-chips.module.css';
import type { Choice } from './choice-list';

type ChoiceChipsProps<V extends string> = {
  label: string;
  /** Chips show the label alone. */
  choices: Array<Pick<Choice<V>, 'value' | 'label'>>;
  value: V;
  onChange: (value: V) => void;
};

export function ChoiceChips<V extends string>({ label, choices, value, onChange }: ChoiceChipsProps<V>) {
  const name = useId();
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{label}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={choice.value === value ? `${styles.chip} ${styles.checked}` : styles.chip}
        >
          <input
            className={styles.radio}
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            // A click on the chosen chip reopens its choice (the custom period's calendar).
            onClick={() => choice.value === value && onChange(choice.value)}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
