// A labelled field whose value is picked from a list in a sheet rising from the foot of the screen, as
// phone apps do, instead of a native <select>. The label points at the button, so assistive technology
// and browser tests find it by its visible name; the sheet is a radio group.

import Popup from 'antd-mobile/es/components/popup';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { type Choice, ChoiceList } from './choice-list';
import styles from './text-field.module.css';

type SheetPickerFieldProps<V extends string> = {
  id: string;
  label: string;
  choices: Array<Choice<V>>;
  value: V | null;
  onChange: (value: V) => void;
  placeholder: string;
  error?: string | null;
};

export function SheetPickerField<V extends string>({
  id,
  label,
  choices,
  value,
  onChange,
  placeholder,
  error,
}: SheetPickerFieldProps<V>) {
  const [isOpen, setIsOpen] = useState(false);
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <button
        id={id}
        type="button"
        className={`${styles.control} ${styles.pickerButton}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        onClick={() => setIsOpen(true)}
      >
        <span className={chosen ? styles.pickerValue : styles.pickerPlaceholder}>
          {chosen?.label ?? placeholder}
        </span>
        <ChevronDownIcon aria-hidden="true" />
      </button>
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <Popup visible={isOpen} onMaskClick={() => setIsOpen(false)} onClose={() => setIsOpen(false)}>
        <div role="dialog" aria-modal="true" aria-label={label} className={styles.sheet}>
          <h2 className={styles.sheetTitle}>{label}</h2>
          <ChoiceList
            label={label}
            choices={choices}
            selected={value}
            onSelect={(next) => {
              onChange(next);
              setIsOpen(false);
            }}
          />
        </div>
      </Popup>
    </div>
  );
}
