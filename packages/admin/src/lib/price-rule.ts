// The form rule of an amount above zero with at most two decimals, by the same test the server's schema
// applies (shared isPrice), so the operator hears of a bad price before saving.
import { isPrice } from '@fair28/shared';
import type { Rule } from 'antd/es/form';

export function priceRule(message: string): Rule {
  return {
    required: true,
    validator: (_, value: unknown) =>
      isPrice(String(value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
