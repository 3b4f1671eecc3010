// The seam between top-ups and payment providers: start a payment on the provider's side, and read a
// provider's notification, believing only one that carries the provider's signature.

export type PaymentStart = {
  orderNo: string;
  amountMinor: bigint;
  /** Our address for this deposit, e.g. https://line.example.com. */
  origin: string;
  /** Where the provider posts its notification, and where it sends the player afterwards (paths on origin). */
  notifyPath: string;
  returnPath: string;
};

export type PaymentNotification = {
  orderNo: string;
  /** The provider's own id of the payment. */
  providerReference: string;
  amountMinor: bigint;
  isPaid: boolean;
};

export type PaymentProvider = {
  name: string;
  /** Where to send the player to pay. */
  startPayment(payment: PaymentStart): { payUrl: string };
  /** The facts of a notification, or undefined when it is not signed by the provider. */
  readNotification(fields: Record<string, unknown>): PaymentNotification | undefined;
  /** What the provider expects in answer to a notification it may stop resending. */
  acknowledgement: string;
};
