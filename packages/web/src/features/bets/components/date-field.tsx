// A labelled native date input (yyyy-mm-dd): the phone's own date picker, nothing added to the bundle.

import styles from './filters.module.css';

type DateFieldProps = { id: string; label: string; value: string; onChange: (value: string) => void };

export function DateField({ id, label, value, onChange }: DateFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
