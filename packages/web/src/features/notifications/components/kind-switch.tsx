// One kind of notification with its switch: a native checkbox in the switch role, so a screen reader and
// a keyboard use it as any switch, drawn as one.

import styles from './notifications.module.css';

type KindSwitchProps = {
  id: string;
  label: string;
  /** A tag beside the label (an offer, held during a break). */
  tag?: string;
  isOn: boolean;
  isDisabled?: boolean;
  onChange: (isOn: boolean) => void;
};

export function KindSwitch({ id, label, tag, isOn, isDisabled = false, onChange }: KindSwitchProps) {
  return (
    <li className={styles.kind}>
      <label className={styles.kindLabel} htmlFor={id}>
        {label}
        {tag ? <span className={styles.tag}>{tag}</span> : null}
      </label>
      <input
        id={id}
        className={styles.switch}
        type="checkbox"
        role="switch"
        aria-checked={isOn}
        checked={isOn}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </li>
  );
}
