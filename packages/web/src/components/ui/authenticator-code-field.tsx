// The 6 digits the player's authenticator app shows, asked wherever two-step sign-in guards a step (turning
// it on, a new payout account, a withdrawal): one field, the same everywhere, on the number pad.

import { SIGN_IN_CODE_MAX_TYPED } from '@fair28/shared';
import { TextField, type TextFieldProps } from './text-field';

type AuthenticatorCodeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'>;

export function AuthenticatorCodeField(props: AuthenticatorCodeFieldProps) {
  return <TextField {...props} inputMode="numeric" maxLength={6} autoComplete="one-time-code" />;
}

/** The authenticator's code or a recovery code, where either will do: signing in, turning two-step off. */
export function SignInCodeField(props: AuthenticatorCodeFieldProps) {
  return <TextField {...props} maxLength={SIGN_IN_CODE_MAX_TYPED} autoComplete="one-time-code" />;
}
