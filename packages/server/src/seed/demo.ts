// The demo: an admin, an agent whose invitation code is FAIR28, a player with a balance, a top-up
// catalogue, the default game catalogue, and content and goods in both languages (seed/content.ts). Only ever run on a database without users, so it never
// touches real data, and never in production (config.ts refuses FAIR28_SEED_DEMO there).
import { ledgerReference, PayType } from '@fair28/shared';
import type { AppContext } from '../kernel/context';
import { createUser, hasAnyUser } from '../modules/accounts/service';
import { gameTypeCodes } from '../modules/catalogue/service';
import { addCatalogueEntry, type CatalogueEntry } from '../modules/deposits/service';
import { ledgerKeys, transfer } from '../modules/ledger/service';
import { seedPromotions } from '../modules/promotions/service';
import { SANDBOX_PROVIDER } from '../payments/sandbox';
import { createCatalogue, DEFAULT_CATALOGUE, fastGame } from './catalogue';
import { seedContent } from './content';

export const DEMO_ACCOUNTS = {
  admin: { account: 'admin', password: 'admin1234' },
  agent: { account: 'agent', password: 'agent1234', invitationCode: 'FAIR28' },
  player: { account: 'demo', password: 'demo1234' },
} as const;

/** The demo player's starting balance, credited through the ledger like any other money. */
export const DEMO_BALANCE_MINOR = 1_000_000n;

const account = {
  bankName: '',
  holderName: '',
  accountNo: '',
  usdtNetwork: null,
  usdtAddress: '',
  qrImageId: null,
};

/**
 * Online pay through the sandbox provider, a bank transfer and USDT (TRC20). The USDT address is
 * TRON's all-zero address, which nobody holds: a demo must never collect real money. The QR-wallet
 * pay type (4) needs a QR image, so an operator adds it.
 */
export const DEMO_CATALOGUE: CatalogueEntry[] = [
  {
    channel: {
      payType: PayType.Online,
      nameZh: '在线支付（沙箱）',
      nameEn: 'Online pay (sandbox)',
      provider: SANDBOX_PROVIDER,
      minMinor: 1_000n,
      maxMinor: 5_000_000n,
      presetAmountsMinor: [10_000n, 50_000n, 100_000n, 500_000n],
    },
    accounts: [],
  },
  {
    channel: {
      payType: PayType.Bank,
      nameZh: '银行转账',
      nameEn: 'Bank transfer',
      minMinor: 10_000n,
      maxMinor: 10_000_000n,
      presetAmountsMinor: [50_000n, 100_000n, 500_000n, 1_000_000n],
    },
    accounts: [
      {
        ...account,
        label: 'fair28 demo bank',
        bankName: 'Demo Bank',
        holderName: 'fair28 Demo Ltd',
        accountNo: '6222000000000028',
      },
    ],
  },
  {
    channel: {
      payType: PayType.Usdt,
      nameZh: 'USDT',
      nameEn: 'USDT',
      minMinor: 10_000n,
      maxMinor: 20_000_000n,
      presetAmountsMinor: [70_000n, 350_000n, 700_000n],
    },
    accounts: [
      {
        ...account,
        label: 'USDT TRC20',
        usdtNetwork: 'TRC20',
        usdtAddress: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      },
    ],
  },
];

/**
 * Returns false, changing nothing, when the database already has users. With FAIR28_FAST_GAME_SECONDS
 * set, the fast game is added even then, once, so browser tests can turn it on for an existing demo.
 */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'config'>): Promise<boolean> {
  const { fastGameSeconds } = ctx.config.game;
  return ctx.db.orm.transaction(async (tx) => {
    const gameCodes = await gameTypeCodes(tx);
    if (fastGameSeconds && !gameCodes.includes('fast')) {
      await createCatalogue(tx, [fastGame(fastGameSeconds)]);
    }
    if (await hasAnyUser(tx)) return false;
    if (gameCodes.length === 0) await createCatalogue(tx, DEFAULT_CATALOGUE);
    await createUser(tx, { ...DEMO_ACCOUNTS.admin, role: 'admin' });
    const agent = await createUser(tx, { ...DEMO_ACCOUNTS.agent, role: 'agent', isProxy: true });
    const player = await createUser(tx, { ...DEMO_ACCOUNTS.player, inviterId: agent.id });
    await transfer(tx, {
      from: { kind: 'deposit_clearing' },
      to: { kind: 'wallet', userId: player.id },
      amountMinor: DEMO_BALANCE_MINOR,
      kind: 'demo_credit',
      idempotencyKey: ledgerKeys.demoCredit.of(player.id),
      reference: ledgerReference.demoSeed,
    });
    for (const entry of DEMO_CATALOGUE) await addCatalogueEntry(tx, entry);
    await seedContent(tx, ctx.config.site.officialWeb);
    await seedPromotions(tx, new Date());
    return true;
  });
}
