// A labelled input with its error underneath. The <label> points at the native input by id, so
// assistive technology and browser tests find every field by its visible name.

import Input from 'antd-mobile/es/components/input';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './text-field.module.css';

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Password fields get a show/hide button. */
  type?: 'text' | 'password';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  maxLength?: number;
  error?: string | null;
  icon?: ReactNode;
};

export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  error,
  icon,
}: TextFieldProps) {
  const { t } = useTranslation();
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <Input
          id={id}
          className={styles.input}
          value={value}
          onChange={onChange}
          type={isPassword && !isRevealed ? 'password' : 'text'}
          clearable={!isPassword}
          {...(placeholder ? { placeholder } : {})}
          {...(autoComplete ? { autoComplete } : {})}
          {...(inputMode ? { inputMode } : {})}
          {...(maxLength ? { maxLength } : {})}
          autoCapitalize="off"
          autoCorrect="off"
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={t(isRevealed ? 'auth.hidePassword' : 'auth.showPassword')}
            aria-pressed={isRevealed}
            onClick={() => setIsRevealed((shown) => !shown)}
          >
            {isRevealed ? <EyeIcon /> : <EyeOffIcon />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
