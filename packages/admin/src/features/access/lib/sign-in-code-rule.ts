// The form rule of a second-step code: the authenticator app's 6 digits, or one of the recovery codes.
import { isSignInCode } from '@fair28/shared';
import type { FormRule } from 'antd';

export function signInCodeRule(message: string): FormRule {
  return {
    required: true,
    message,
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && isSignInCode(value)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
