// Where OpenCC's Taiwan vocabulary (Simplified → Traditional, cn → twp) is not what players in Taiwan,
// Hong Kong and Macau read in an app like this one, and what they read instead. Hand-written and short:
// each line says why. Applied after OpenCC to every text made Traditional, fair28's words when they are
// generated (npm run words:traditional) and an operator's when they are shown.

/** [what OpenCC writes, what players read], applied in this order to the whole text. */
export const termCorrections: ReadonlyArray<readonly [opencc: string, players: string]> = [
  // Money. A top-up is 儲值 in Taiwan's apps and games (充值 is the mainland's word); money taken out is 提款.
  ['充值', '儲值'],
  ['提現', '提款'],
  // 帳 is Taiwan's and Hong Kong's character for accounts and transfers (帳號, 帳戶, 到帳, 轉帳, 帳本).
  ['賬', '帳'],
  // 账变 is mainland jargon for a change of balance.
  ['帳變', '帳戶異動'],
  // Records as a noun (投注紀錄, 儲值紀錄); 記錄 is the verb.
  ['記錄', '紀錄'],
  // USDT and the like are 加密貨幣 there; 數字 reads as "numeric".
  ['數字貨幣', '加密貨幣'],
  ['數字錢包', '加密貨幣錢包'],
  ['二維碼', 'QR碼'],
  // OpenCC's software words where the text means something else.
  ['繫結', '綁定'], // binding a bank card: 綁定 in every bank's app
  ['稽核', '審核'], // 审核 is a review of a request, not an audit
  ['引數', '參數'], // a request's parameters, not a function's arguments
  ['型別', '類型'], // a kind of wallet or record, not a data type
  ['釋出', '發布'], // a beacon is published, not a software release
  ['程式碼', '代碼'], // a one-time code or an IFSC code, not source code
  ['進位制', '進位'], // 十六進位
  ['全屏', '全螢幕'],
  ['退出登入', '登出'],
  ['退出其他裝置', '登出其他裝置'], // signing the other devices out, as 登出 above
  // A two-step sign-in's spare codes: 復原碼 in Google's and Microsoft's Taiwanese screens.
  ['恢復碼', '復原碼'],
  ['新新增', '新增'], // 新添加 ("newly added") came out doubled
  // OpenCC reads 发 as hair (髮) in these; they are issuing (發).
  ['髮卡', '發卡'],
  ['髮放', '發放'],
  // The everyday form; 臺 reads as official writing.
  ['平臺', '平台'],
  ['下劃線', '底線'],
  // Mainland words with a Taiwanese everyday one.
  ['當前', '目前'],
  ['運營', '營運'],
  ['演示', '示範'],
];

/**
 * Whole texts of fair28's own words that a term above would get wrong, by word key: the Simplified text
 * each was written for (a changed text must be looked at again: the generator refuses a stale one) and
 * its Traditional.
 */
export const textCorrections: Readonly<Record<string, { simplified: string; traditional: string }>> = {
  // Here 代码 is the verifier's source code, which stays 程式碼.
  'verify.allIntro': {
    simplified:
      '在你的浏览器中验证每条哈希链和迄今开奖的每一期——哈希、信标、号码和数字——并核对公开统计与各期合计，代码与 fair28-verify 命令相同。每个信标需几毫秒，期数多时需要几分钟。',
    traditional:
      '在你的瀏覽器中驗證每條雜湊鏈和迄今開獎的每一期——雜湊、信標、號碼和數字——並核對公開統計與各期合計，程式碼與 fair28-verify 命令相同。每個信標需幾毫秒，期數多時需要幾分鐘。',
  },
  // Weeks are 週 there; OpenCC leaves a lone 周.
  'playSafe.coolOff': { simplified: '冷静期（1 天至 6 周）', traditional: '冷靜期（1 天至 6 週）' },
  'playSafe.weeks': { simplified: '{{count}} 周', traditional: '{{count}} 週' },
};
