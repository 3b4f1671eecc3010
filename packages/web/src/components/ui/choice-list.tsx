// A single-choice list of full-width rows, built on native radio buttons so keyboards, screen
// readers and browser tests treat it as the radio group it is: languages, lines, channels, accounts.

import CheckIcon from 'lucide-react/icons/check';
import { type ReactNode, useId } from 'react';
import styles from './choice-list.module.css';

export type Choice<V extends string> = {
  value: V;
  label: string;
  /** The label's language, when it is not the page's (a language's own name): read in its own voice. */
  lang?: string;
  /** A second line under the label. */
  description?: ReactNode;
  /** A third line, e.g. why the choice cannot be picked yet. */
  note?: string;
  /** Shown at the end of the row, before the check mark. */
  detail?: ReactNode;
  /** Shown but not selectable, e.g. a payout account still on hold; the description says why. */
  isDisabled?: boolean;
};

type ChoiceListProps<V extends string> = {
  label: string;
  choices: Array<Choice<V>>;
  selected: V | null;
  onSelect: (value: V) => void;
};

export function ChoiceList<V extends string>({ label, choices, selected, onSelect }: ChoiceListProps<V>) {
  const name = useId();
  return (
    <fieldset className={styles.list}>
      <legend className="visually-hidden">{label}</legend>
      {choices.map((choice) => {
        const isSelected = choice.value === selected;
        const rowClass = [
          styles.row,
          isSelected ? styles.selected : '',
          choice.isDisabled ? styles.disabled : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <label key={choice.value} className={rowClass}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={choice.value}
              checked={isSelected}
              disabled={choice.isDisabled === true}
              onChange={() => onSelect(choice.value)}
            />
            <span className={styles.text}>
              <span className={styles.label} lang={choice.lang}>
                {choice.label}
              </span>
              {choice.description ? <span className={styles.description}>{choice.description}</span> : null}
              {choice.note ? <span className={styles.note}>{choice.note}</span> : null}
            </span>
            {choice.detail !== undefined ? <span className={styles.detail}>{choice.detail}</span> : null}
            <span className={styles.check} aria-hidden="true">
              {isSelected ? <CheckIcon /> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
