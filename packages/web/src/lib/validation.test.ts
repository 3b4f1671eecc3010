import { calls } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { checkForm } from './validation';

describe('checkForm with the shared schemas', () => {
  it('names every empty field at once, each with its spec §5 message key', () => {
    expect(checkForm(calls.login.request, { account: '', password: '' })).toEqual({
      ok: false,
      issues: [
        { field: 'account', message: 'form.enterAccount' },
        { field: 'password', message: 'form.enterPassword' },
      ],
    });
    expect(checkForm(calls.login.request, { account: 'demo', password: ' ' })).toEqual({
      ok: false,
      issues: [{ field: 'password', message: 'form.enterPassword' }],
    });
  });

  it('keeps one issue per field: the first the schema finds', () => {
    const result = checkForm(calls.register.request, {
      account: 'ab',
      password: '12345678',
      confirmPassword: '',
      code: '',
    });
    expect(result).toMatchObject({ ok: false });
    const fields = result.ok ? [] : result.issues.map((issue) => issue.field);
    expect(fields).toEqual([...new Set(fields)]);
    expect(result.ok ? [] : result.issues).toEqual(
      expect.arrayContaining([
        { field: 'account', message: 'form.accountFormat' },
        { field: 'password', message: 'form.passwordNeedsLetter' },
        { field: 'code', message: 'form.enterInvitationCode' },
      ]),
    );
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
      issues: [{ field: 'account', message: 'form.accountFormat' }],
    });
    expect(
      checkForm(calls.register.request, { ...base, password: 'short1', confirmPassword: 'short1' }),
    ).toMatchObject({
      issues: [{ field: 'password', message: 'form.passwordMinLength' }],
    });
    expect(
      checkForm(calls.register.request, { ...base, password: '12345678', confirmPassword: '12345678' }),
    ).toMatchObject({
      issues: [{ field: 'password', message: 'form.passwordNeedsLetter' }],
    });
    expect(checkForm(calls.register.request, { ...base, code: '' })).toMatchObject({
      issues: [{ field: 'code', message: 'form.enterInvitationCode' }],
    });
    expect(checkForm(calls.register.request, { ...base, confirmPassword: 'abc123456' })).toMatchObject({
      issues: [{ field: 'confirmPassword', message: 'form.passwordsDiffer' }],
    });
    expect(checkForm(calls.register.request, base)).toMatchObject({ ok: true });
  });

  it('asks for a 6-digit security code', () => {
    expect(
      checkForm(calls.changeSecurityCode.request, { oldPassword: 'abc12345', newPassword: '12ab56' }),
    ).toMatchObject({ issues: [{ field: 'newPassword', message: 'form.securityCodeFormat' }] });
  });
});
