// The paths that are not calls (each call's path is in its entry, in its domain's file api/<domain>.ts):
// the payment provider's notification and a route's remote page config.

export const paths = {
  /** The provider's notification of an online payment, under its name: `${payNotify}/${provider}`. */
  payNotify: '/api/v1/pay/notify',
  /** A route's page config (POST, plain JSON): where an option's fileUrl points. */
  pageConfig: '/api/v1/page/config',
} as const;
