// The demo's content in both languages: what the home screen, the events page, the rich-text pages, the
// service list and the store show on a fresh demo. All of it says what is true of this server — a demo
// whose money is not real, whose rounds anyone can verify — and none of it invents winners or players.
import type { Executor } from '../db/database';
import { addContent, addServiceChannel, putTextPage } from '../modules/content/service';
import { addGoods } from '../modules/store/service';

const BANNERS = [
  {
    titleZh: '每一期都可验证',
    titleEn: 'Every round can be verified',
    summaryZh: '开奖前公布哈希链终点，开奖后公开本期哈希：自己算一遍。',
    summaryEn:
      'The hash chain is published before the draws; each round reveals its hash. Check it yourself.',
    link: '/pages/common/rich-text/rich-text?name=fairness',
  },
  {
    titleZh: '充值指南',
    titleEn: 'How to top up',
    summaryZh: '在线支付、银行转账或 USDT，上传付款凭证后由客服审核入账。',
    summaryEn:
      'Online pay, bank transfer or USDT; transfers are credited once customer service checks the receipt.',
    link: '/pages/tabBar/recharge/recharge',
  },
];

const NOTICES = [
  {
    titleZh: '演示服务器',
    titleEn: 'Demo server',
    summaryZh: '这是 fair28 的演示环境：余额与充值均为演示，不涉及真实资金。',
    summaryEn: 'This is a fair28 demo: balances and top-ups are for demonstration and involve no real money.',
    bodyZh: '<p>这是 fair28 的演示环境。余额、充值和提现均为演示用途，不涉及真实资金。</p>',
    bodyEn:
      '<p>This is a fair28 demo. Balances, top-ups and withdrawals are for demonstration only and involve no real money.</p>',
  },
  {
    titleZh: '提现前需完成流水',
    titleEn: 'Turnover before withdrawal',
    summaryZh: '充值金额需投注满一倍后方可提现，提现页面显示剩余流水。',
    summaryEn:
      'A top-up must be staked once before it can be withdrawn; the Withdraw page shows what is still owed.',
    bodyZh: '<p>每笔充值需完成等额投注流水后方可提现。剩余流水显示在提现页面（首页的「提现」入口）。</p>',
    bodyEn:
      '<p>Each top-up must be staked once in bets before it can be withdrawn. What is still owed shows on the Withdraw page (its shortcut is on the home tab).</p>',
  },
];

const ACTIVITIES = [
  {
    titleZh: '验证一期开奖',
    titleEn: 'Verify a round',
    summaryZh: '走势页任选一期，按步骤核对哈希与开奖号码。',
    summaryEn: 'Pick any round on the trend page and check its hash and numbers step by step.',
    bodyZh:
      '<h2>如何验证</h2><ol><li>在走势页选择一期已开奖的期号。</li><li>对本期哈希计算 SHA-256，应等于上一期的哈希。</li><li>重复计算到链的终点，应等于开奖前公布的终点哈希。</li><li>按规则由哈希得到三个号码，和值即开奖结果。</li></ol><p>本活动没有奖金：它教您自己确认每一期的公平。</p>',
    bodyEn:
      "<h2>How to verify</h2><ol><li>Pick a drawn round on the trend page.</li><li>Its hash, hashed once with SHA-256, equals the previous round's hash.</li><li>Hashed on to the end of the chain, it equals the terminating hash published before the draws.</li><li>The rules turn the hash into three numbers; their sum is the result.</li></ol><p>There is no prize: this event shows you how to check every round yourself.</p>",
  },
];

const PAGES = [
  {
    name: 'about',
    zh: {
      title: '关于 fair28',
      body: '<p>fair28 是一个可证明公平的 pc28 游戏平台：每一期的结果都来自开奖前承诺的哈希链，任何人都可以验证。</p><p>本服务器为演示环境，余额不代表真实资金。</p>',
    },
    en: {
      title: 'About fair28',
      body: '<p>fair28 is a provably fair pc28 game: every result comes from a hash chain committed to before the draws, and anyone can verify it.</p><p>This server is a demo; balances are not real money.</p>',
    },
  },
  {
    name: 'rules',
    zh: {
      title: '玩法规则',
      body: '<p>各投注项的中奖条件列在下方；每个房间的赔率与 13/14 规则在房间内的规则页列出。</p>',
    },
    en: {
      title: 'Rules',
      body: '<p>What each bet wins on is listed below; each room lists its odds and its rule for sums 13 and 14 on its rules page.</p>',
    },
  },
  {
    name: 'fairness',
    zh: {
      title: '公平性',
      body: '<p>开奖前，服务器生成一条哈希链并公布其终点哈希；每期按倒序公开链上的一个哈希，并由它计算开奖号码。公开的哈希再计算一次 SHA-256 即得到上一期的哈希，所以结果无法在事后更改。</p>',
    },
    en: {
      title: 'Fairness',
      body: "<p>Before the draws the server makes a hash chain and publishes its terminating hash; each round reveals the chain's next hash, backwards, and its numbers are computed from it. Hashing a revealed hash once more with SHA-256 gives the previous round's, so no result can be changed afterwards.</p>",
    },
  },
];

/**
 * Demo goods: things a real operator might stock, marked as demo. Their price comes out of the demo balance
 * through the ledger like any redemption; an operator fulfils the orders.
 */
const GOODS = [
  {
    nameZh: '演示商品：fair28 马克杯',
    nameEn: 'Demo item: fair28 mug',
    descriptionZh: '<p>演示商品，兑换后由客服在后台处理订单。</p>',
    descriptionEn: '<p>A demo item: after redeeming, customer service handles the order in the console.</p>',
    priceMinor: 8_800n,
    stock: 20,
  },
  {
    nameZh: '演示商品：话费充值卡 50 元',
    nameEn: 'Demo item: ¥50 phone top-up card',
    descriptionZh: '<p>演示商品，不会发出真实充值卡。</p>',
    descriptionEn: '<p>A demo item: no real top-up card is sent.</p>',
    priceMinor: 5_000n,
    stock: 10,
  },
];

export async function seedContent(tx: Executor, officialWeb: string): Promise<void> {
  for (const [index, banner] of BANNERS.entries())
    await addContent(tx, { kind: 'banner', sortOrder: index, ...banner });
  for (const notice of NOTICES) await addContent(tx, { kind: 'notice', ...notice });
  for (const activity of ACTIVITIES) await addContent(tx, { kind: 'activity', ...activity });
  for (const page of PAGES) {
    await putTextPage(tx, { name: page.name, language: 'zh', ...page.zh });
    await putTextPage(tx, { name: page.name, language: 'en', ...page.en });
  }
  await addServiceChannel(tx, {
    kind: 'chat',
    nameZh: '在线客服',
    nameEn: 'Live chat',
    link: '',
    sortOrder: 0,
  });
  if (officialWeb) {
    await addServiceChannel(tx, {
      kind: 'web',
      nameZh: '官方网站',
      nameEn: 'Official website',
      link: officialWeb,
      sortOrder: 1,
    });
  }
  for (const [index, goods] of GOODS.entries()) await addGoods(tx, { ...goods, sortOrder: index });
}
