// The pay types of the top-up channels on offer, in the order of gameOption.payType, and where the
// player continues with each: online pay on the recharge tab itself, the others on a transfer page.

import { PayType, type PayTypeValue, type TPayChannel } from '@fair28/shared';
import { routes } from '@/config/routes';

const order: readonly PayTypeValue[] = [PayType.Online, PayType.Bank, PayType.Usdt, PayType.QrWallet];

export function isPayType(value: number): value is PayTypeValue {
  return (order as readonly number[]).includes(value);
}

/** The pay types that have at least one channel, in their fixed order. */
export function offeredPayTypes(channels: readonly TPayChannel[]): PayTypeValue[] {
  return order.filter((payType) => channels.some((channel) => channel.payType === payType));
}

/** The page a transfer of this pay type is made on: USDT has its own, bank and QR wallet share one. */
export function transferPagePath(payType: PayTypeValue): string {
  return payType === PayType.Usdt ? routes.usdtRecharge.path : routes.localRecharge.path;
}
