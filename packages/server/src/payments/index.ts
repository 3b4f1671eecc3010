// The payment providers this server can use, by the name a pay channel gives.
import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { SANDBOX_PROVIDER, sandboxProvider } from './sandbox';

export const knownProviders = [SANDBOX_PROVIDER] as const;

/** The provider a channel names, or undefined when it is unknown or turned off here. */
export function paymentProvider(config: Config, name: string | null): PaymentProvider | undefined {
  if (name === SANDBOX_PROVIDER && config.paySandbox.isEnabled)
    return sandboxProvider(config.paySandbox.secret);
  return undefined;
}

export type { PaymentNotification, PaymentProvider } from './provider';
