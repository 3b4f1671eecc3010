// The built-in sandbox provider: a stand-in gateway for development and demos, with its own hosted pay
// page on this server. Its notifications are HMAC-SHA256 signed like a real gateway's. It pays with
// nothing real, so production deployments turn it off (FAIR28_PAY_SANDBOX=false).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatMinor, isPrice, parseMinor } from '@fair28/shared';
import type { PaymentNotification, PaymentProvider, PaymentStart } from './provider';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_PAGE_PATH = '/sandbox-pay';

/** HMAC over the fields as `key=value` pairs sorted by key and joined by `&`, the way gateways sign. */
export function signFields(secret: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export function isSignedBy(secret: string, fields: Record<string, string>, signature: string): boolean {
  const expected = Buffer.from(signFields(secret, fields), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the hosted page needs to know about an order; signed into the page's address so it cannot be edited. */
export type SandboxOrder = { orderNo: string; amount: string; notify: string; back: string };

export function sandboxProvider(secret: string): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    startPayment(payment: PaymentStart) {
      const order: SandboxOrder = {
        orderNo: payment.orderNo,
        amount: formatMinor(payment.amountMinor),
        notify: payment.notifyPath,
        back: payment.returnPath,
      };
      const query = new URLSearchParams({ ...order, sign: signFields(secret, order) });
      return {
        payUrl: `${payment.origin}${SANDBOX_PAGE_PATH}/${encodeURIComponent(payment.orderNo)}?${query}`,
      };
    },
    readNotification(fields): PaymentNotification | undefined {
      const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
      const notification = {
        orderNo: text('orderNo'),
        tradeNo: text('tradeNo'),
        amount: text('amount'),
        status: text('status'),
      };
      if (!isSignedBy(secret, notification, text('sign'))) return undefined;
      if (!isPrice(notification.amount) || !['paid', 'failed'].includes(notification.status))
        return undefined;
      return {
        orderNo: notification.orderNo,
        providerReference: notification.tradeNo,
        amountMinor: parseMinor(notification.amount),
        isPaid: notification.status === 'paid',
      };
    },
    acknowledgement: 'success',
  };
}
