// The console's words of top-up catalogue: pay channels and receiving accounts, in English (the Chinese in payment-labels-zh.ts).
// words-en.ts lists them with the other areas'; labels.ts looks them up.

const en = {
  'payType.1': 'Online payment',
  'payType.2': 'Bank transfer',
  'payType.3': 'USDT',
  'payType.4': 'QR wallet',
  'payments.payType': 'Pay type',
  'payments.provider': 'Payment provider',
  'payments.providerHelp': 'The provider configured on the server that takes online payments, e.g. sandbox',
  'payments.limits': 'Amounts',
  'payments.min': 'Least',
  'payments.max': 'Most',
  'payments.maxBelowMin': 'The most must not be below the least',
  'payments.presets': 'One-tap amounts',
  'payments.presetsHelp': 'Up to 12 amounts players pick with one tap; type one and press Enter',
  'payments.addChannel': 'New pay channel',
  'payments.editChannel': 'Edit pay channel',
  'payments.channel': 'Pay channel',
  'payments.allChannels': 'All pay channels',
  'payments.label': 'Label',
  'payments.labelHelp': 'What players see to tell accounts apart',
  'payments.details': 'Account',
  'payments.accountNo': 'Account number',
  'payments.network': 'Network',
  'payments.address': 'Address',
  'payments.qr': 'QR code',
  'payments.qrHelp': 'Optional: a QR code players can scan to pay',
  'payments.qrNeeded': 'A QR wallet account is its QR code: upload it',
  'payments.addAccount': 'New receiving account',
  'payments.editAccount': 'Edit receiving account',
} as const;

export type PaymentLabel = keyof typeof en;

export const paymentLabelsEn = en;
