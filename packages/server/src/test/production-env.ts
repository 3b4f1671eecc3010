// A production environment with nothing left at a demo default: every variable README "Going to
// production" lists as required, with values of the right shape (no database: each test brings its own).
export const SAFE_PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  FAIR28_LINES: 'https://play.example.com',
  FAIR28_AES_KEY: 'k3Y9q2Lm7Xw4Rt8Z',
  FAIR28_AES_IV: 'v6Bn1Hc5Jp0Gs2Df',
  FAIR28_IM_SECRET: 'R2l9tX4pQ8wZ1mN6bV3cJ7hK0sL5dF8a',
  FAIR28_IM_PASSWORD: 'f7Kd92Lx',
  FAIR28_SEED_DEMO: 'false',
  FAIR28_PAY_SANDBOX: 'false',
  FAIR28_CHAIN_KEY: '3f9a0c7e5b1d2468ace013579bdf2468ace013579bdf02468ace13579bdf0246',
  FAIR28_TOTP_KEY: '9c1e7a3f5b2d4680bdf13579ace02468bdf13579ace02468bdf13579ace0246a',
  FAIR28_VAPID_PUBLIC_KEY:
    'BGe4JrZJ7ub_SmEIEjffDOfFwM0WKV2rDICeK3Ze17_SmmZqS4Ik61ZI7t_gntQHZ8sM_tnKoJEjheZtektTGCU',
  FAIR28_VAPID_PRIVATE_KEY: 'SzSyEhIdXpMg4kNiRsL36x78FwzFTTPS_5zZA0qc37g',
  FAIR28_VAPID_SUBJECT: 'mailto:operator@example.com',
};

/** What production refuses while left at the demo's default, in the order its message names them. */
export const UNSAFE_IN_PRODUCTION = [
  'FAIR28_SEED_DEMO',
  'FAIR28_PAY_SANDBOX',
  'FAIR28_AES_KEY',
  'FAIR28_AES_IV',
  'FAIR28_CHAIN_KEY',
  'FAIR28_TOTP_KEY',
  'FAIR28_IM_PASSWORD',
  'FAIR28_IM_SECRET',
  'FAIR28_LINES',
  'FAIR28_VAPID_PUBLIC_KEY',
  'FAIR28_VAPID_PRIVATE_KEY',
  'FAIR28_VAPID_SUBJECT',
];
