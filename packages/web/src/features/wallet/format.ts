// Display formats of the money screens: amounts as spec §9 says (¥, thousands, two places) and times
// in the device's zone as yyyy-mm-dd hh:mm (spec §9's default date format).

import { formatMoney } from '@fair28/shared';

/** A wire amount for display; signed amounts keep their sign ("+¥100.00"). Not an amount: as sent. */
export function money(amount: string, options: { signed?: boolean } = {}): string {
  try {
    const text = formatMoney(amount.replace(/^\+/, ''));
    return options.signed && !text.startsWith('-') ? `+${text}` : text;
  } catch {
    return amount;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
