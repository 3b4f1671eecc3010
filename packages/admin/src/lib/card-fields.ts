// A bank card's fields as the console shows them, in order, and which of them the server's card market
// uses: an IFSC code exists only where the banks have one (FAIR28_CARD_MARKET, packages/shared/src/banks.ts).
import { type CardMarket, marketAsksIfsc, type TBankCardDetails } from '@fair28/shared';

const cardFields = [
  'realName',
  'bankName',
  'cardNo',
  'mobile',
  'ifscCode',
  'openAddress',
  'email',
] as const satisfies ReadonlyArray<keyof TBankCardDetails>;

export type CardField = (typeof cardFields)[number];

/** The fields of a card in this market; without the market known yet, those every market has. */
export function cardFieldsOf(market: CardMarket | undefined): CardField[] {
  const hasIfsc = market !== undefined && marketAsksIfsc(market);
  return cardFields.filter((field) => field !== 'ifscCode' || hasIfsc);
}
