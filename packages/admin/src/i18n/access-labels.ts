// The console's words of signing in, the password, the operator's own account and its two-step sign-in, in English (the Chinese in access-labels-zh.ts).
// words-en.ts lists them with the other areas'; labels.ts looks them up.

const en = {
  'signIn.title': 'Operator sign-in',
  'signIn.account': 'Account',
  'signIn.password': 'Password',
  'signIn.code': 'Authenticator code',
  'signIn.codeHelp':
    'The 6-digit code your authenticator app shows for fair28, or one of your recovery codes',
  'signIn.codeFormat': 'The code is 6 digits, or a recovery code of 10 letters and digits',
  'signIn.submit': 'Sign in',
  'password.title': 'Choose your own password',
  'password.intro': 'You signed in with a one-time password. Choose your own before you continue.',
  'password.change': 'Change password',
  'password.old': 'Current password',
  'password.new': 'New password',
  'password.repeat': 'New password again',
  'password.mismatch': 'The two new passwords differ',
  'password.submit': 'Change password',
  'password.changed': 'Password changed: sign in with the new one',
  'password.signInAgain': 'You will sign in again with the new password.',
  'account.permissions': 'Permissions',
  'account.fourEyes': 'Second operator needed above',
  'account.idle': 'Signed out when idle',
  'account.idleMinutes': 'after {0} minutes',
  'twoFactor.title': 'Two-step sign-in (authenticator app)',
  'twoFactor.on': 'On',
  'twoFactor.off': 'Off',
  'twoFactor.intro':
    'With it on, signing in asks for a code from an authenticator app as well as your password.',
  'twoFactor.offIntro':
    'To turn it off, enter a current code from your authenticator app, or a recovery code if the phone is lost.',
  'twoFactor.codeFormat': 'The code is 6 digits',
  'twoFactor.recoveryTitle': 'Your recovery codes, shown only now',
  'twoFactor.recoveryHint':
    'Keep them somewhere safe, away from your phone: each signs you in once in place of the app.',
  'twoFactor.savedCodes': 'I have saved them',
  'twoFactor.setUp': 'Set it up',
  'twoFactor.scan': 'Scan this code with your authenticator app, then enter the code it shows.',
  'twoFactor.qr': 'QR code for your authenticator app',
  'twoFactor.key': 'Or type this key:',
  'twoFactor.confirm': 'Turn on',
  'twoFactor.turnOff': 'Turn off',
  'twoFactor.enabled': 'Two-step sign-in is on',
  'twoFactor.disabled': 'Two-step sign-in is off',
} as const;

export type AccessLabel = keyof typeof en;

export const accessLabelsEn = en;
