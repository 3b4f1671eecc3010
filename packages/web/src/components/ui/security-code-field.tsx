// The 6-digit security code, typed hidden on the phone's number pad wherever money is moved or a payout
// account is added: one field, the same everywhere.

import { TextField, type TextFieldProps } from './text-field';

type SecurityCodeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'>;

export function SecurityCodeField(props: SecurityCodeFieldProps) {
  return <TextField {...props} type="password" inputMode="numeric" maxLength={6} autoComplete="off" />;
}
