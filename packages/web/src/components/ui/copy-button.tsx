// Copies a value (an account number, an address) with one tap, and says so.

import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import styles from './copy-button.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and insecure origins have no async clipboard: select a hidden field and copy.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const isCopied = document.execCommand('copy');
    field.remove();
    return isCopied;
  }
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const isCopied = await copyText(value);
    showToast(isCopied ? t('wallet.copied') : t('wallet.copyFailed'), isCopied ? 'success' : 'fail');
  };
  return (
    <Button
      size="mini"
      color="primary"
      fill="outline"
      aria-label={t('wallet.copyLabel', { label })}
      className={styles.copy}
      onClick={() => void copy()}
    >
      {t('wallet.copy')}
    </Button>
  );
}
