// The market a deployment serves decides how bank cards are bound: the banks offered in the picker
// (names as the banks write them, with an English reading) and whether an IFSC code is asked for,
// which only Indian banks use.

import type { Language } from './i18n/language';

export const CARD_MARKETS = ['cn', 'in'] as const;
export type CardMarket = (typeof CARD_MARKETS)[number];

export type Bank = { name: string; nameEn: string };

export const BANKS: Record<CardMarket, readonly Bank[]> = {
  cn: [
    { name: '中国工商银行', nameEn: 'ICBC' },
    { name: '中国建设银行', nameEn: 'China Construction Bank' },
    { name: '中国农业银行', nameEn: 'Agricultural Bank of China' },
    { name: '中国银行', nameEn: 'Bank of China' },
    { name: '交通银行', nameEn: 'Bank of Communications' },
    { name: '中国邮政储蓄银行', nameEn: 'Postal Savings Bank of China' },
    { name: '招商银行', nameEn: 'China Merchants Bank' },
    { name: '中信银行', nameEn: 'China CITIC Bank' },
    { name: '浦发银行', nameEn: 'SPD Bank' },
    { name: '兴业银行', nameEn: 'Industrial Bank' },
    { name: '中国民生银行', nameEn: 'China Minsheng Bank' },
    { name: '中国光大银行', nameEn: 'China Everbright Bank' },
    { name: '平安银行', nameEn: 'Ping An Bank' },
    { name: '华夏银行', nameEn: 'Hua Xia Bank' },
    { name: '广发银行', nameEn: 'China Guangfa Bank' },
  ],
  in: [
    { name: 'State Bank of India', nameEn: 'State Bank of India' },
    { name: 'HDFC Bank', nameEn: 'HDFC Bank' },
    { name: 'ICICI Bank', nameEn: 'ICICI Bank' },
    { name: 'Axis Bank', nameEn: 'Axis Bank' },
    { name: 'Kotak Mahindra Bank', nameEn: 'Kotak Mahindra Bank' },
    { name: 'Punjab National Bank', nameEn: 'Punjab National Bank' },
    { name: 'Bank of Baroda', nameEn: 'Bank of Baroda' },
    { name: 'Canara Bank', nameEn: 'Canara Bank' },
    { name: 'Union Bank of India', nameEn: 'Union Bank of India' },
    { name: 'IndusInd Bank', nameEn: 'IndusInd Bank' },
  ],
};

export const marketAsksIfsc = (market: CardMarket): boolean => market === 'in';

const LISTED_BANKS: ReadonlyMap<string, Bank> = new Map(
  Object.values(BANKS)
    .flat()
    .map((bank) => [bank.name, bank]),
);

/**
 * A bank's name in the reader's language. Cards store the name as the bank writes it (中国工商银行), so an
 * English reader sees its English name and a Chinese reader, Traditional too, the bank's own; a bank
 * typed in by the player is shown as typed.
 */
export function bankNameIn(name: string, language: Language): string {
  const bank = LISTED_BANKS.get(name);
  return bank && language === 'en' ? bank.nameEn : name;
}
