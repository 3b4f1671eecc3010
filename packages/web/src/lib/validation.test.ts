import { calls } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { checkForm } from './validation';

describe('checkForm with the shared schemas', () => {
  it('names the first empty field with its spec §5 message key', () => {
    expect(checkForm(calls.login.request, { account: '', password: '' })).toEqual({
      ok: false,
      issue: { field: 'account', message: 'form.enterAccount' },
    });
    expect(checkForm(calls.login.request, { account: 'demo', password: ' ' })).toEqual({
      ok: false,
      issue: { field: 'password', message: 'form.enterPassword' },
    });
  });

  it('returns the parsed (trimmed) data when the form passes', () => {
    expect(checkForm(calls.login.request, { account: ' demo ', password: 'demo1234' })).toEqual({
      ok: true,
      data: { account: 'demo', password: 'demo1234' },
    });
  });

  it('checks registration rules in field order, then the password confirmation', () => {
    const base = { account: 'player1', password: 'abc12345', confirmPassword: 'abc12345', code: 'FAIR28' };
    expect(checkForm(calls.register.request, { ...base, account: 'ab' })).toMatchObject({
      issue: { field: 'account', message: 'form.accountFormat' },
    });
    expect(checkForm(calls.register.request, { ...base, password: 'short1' })).toMatchObject({
      issue: { field: 'password', message: 'form.passwordMinLength' },
    });
    expect(checkForm(calls.register.request, { ...base, password: '12345678' })).toMatchObject({
      issue: { field: 'password', message: 'form.passwordNeedsLetter' },
    });
    expect(checkForm(calls.register.request, { ...base, code: '' })).toMatchObject({
      issue: { field: 'code', message: 'form.enterInvitationCode' },
    });
    expect(checkForm(calls.register.request, { ...base, confirmPassword: 'abc123456' })).toMatchObject({
      issue: { field: 'confirmPassword', message: 'form.passwordsDiffer' },
    });
    expect(checkForm(calls.register.request, base)).toMatchObject({ ok: true });
  });

  it('asks for a 6-digit security code', () => {
    expect(
      checkForm(calls.changeSecurityCode.request, { oldPassword: 'abc12345', newPassword: '12ab56' }),
    ).toMatchObject({ issue: { field: 'newPassword', message: 'form.securityCodeFormat' } });
  });
});
