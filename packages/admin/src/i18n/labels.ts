// The console's own words, in both languages. Errors and statuses the server or the shared catalogue
// already words (packages/shared/src/i18n) are shown from there, not repeated here.
import type { Language } from '@fair28/shared';
import { useCallback } from 'react';
import { useLanguage } from './language';

const en = {
  'app.title': 'fair28 console',
  'app.signOut': 'Sign out',
  'app.language': 'Language',
  'app.noAccess': 'Your role does not include this page.',
  'app.notFound': 'There is no such page.',
  'app.idleSignedOut': 'You were signed out after {0} minutes without activity.',
  'nav.reviews': 'Reviews',
  'nav.deposits': 'Top-ups',
  'nav.withdrawals': 'Withdrawals',
  'nav.bankChanges': 'Bank card changes',
  'nav.adjustments': 'Balance adjustments',
  'nav.operators': 'Operators',
  'nav.audit': 'Audit log',
  'nav.account': 'My account',
  'error.unexpected': 'Something went wrong, please try again',
  'error.network': 'The server could not be reached',
  'error.timeout': 'The server took too long to answer',
  'error.codec': 'The answer could not be read',
  'error.playerAccount': 'This is a player account: the console is for staff accounts only',
  'signIn.title': 'Operator sign-in',
  'signIn.account': 'Account',
  'signIn.password': 'Password',
  'signIn.code': 'Authenticator code',
  'signIn.codeHelp': 'The 6-digit code your authenticator app shows for fair28',
  'signIn.submit': 'Sign in',
  'password.title': 'Choose your own password',
  'password.intro': 'You signed in with a one-time password. Choose your own before you continue.',
  'password.old': 'Current password',
  'password.new': 'New password',
  'password.repeat': 'New password again',
  'password.submit': 'Change password',
  'password.changed': 'Password changed: sign in with the new one',
  'password.mismatch': 'The two new passwords differ',
  'list.search': 'Search',
  'list.reset': 'Reset',
  'list.reload': 'Reload',
  'list.exportCsv': 'Export CSV',
  'list.total': '{0} in all',
  'list.exporting': 'Exporting {0} rows…',
  'list.exportCut': 'Exported the first {0} of {1} rows: narrow the filters for the rest',
  'list.orderTip': 'Newest or oldest first',
  'common.reason': 'Reason',
  'common.time': 'Time',
  'common.actions': 'Actions',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.status': 'Status',
  'common.any': 'Any',
} as const;

export type Label = keyof typeof en;

const zh: Record<Label, string> = {
  'app.title': 'fair28 控制台',
  'app.signOut': '退出登录',
  'app.language': '语言',
  'app.noAccess': '您的角色不包含此页面。',
  'app.notFound': '没有这个页面。',
  'app.idleSignedOut': '您已 {0} 分钟无操作，已自动退出登录。',
  'nav.reviews': '审核',
  'nav.deposits': '充值',
  'nav.withdrawals': '提现',
  'nav.bankChanges': '银行卡变更',
  'nav.adjustments': '余额调整',
  'nav.operators': '操作员',
  'nav.audit': '审计日志',
  'nav.account': '我的账号',
  'error.unexpected': '出错了，请重试',
  'error.network': '无法连接服务器',
  'error.timeout': '服务器响应超时',
  'error.codec': '无法读取服务器的响应',
  'error.playerAccount': '这是玩家账号：控制台只供员工账号使用',
  'signIn.title': '操作员登录',
  'signIn.account': '账号',
  'signIn.password': '密码',
  'signIn.code': '验证器代码',
  'signIn.codeHelp': '验证器应用为 fair28 显示的 6 位代码',
  'signIn.submit': '登录',
  'password.title': '设置您自己的密码',
  'password.intro': '您使用一次性密码登录。继续之前请设置您自己的密码。',
  'password.old': '当前密码',
  'password.new': '新密码',
  'password.repeat': '再次输入新密码',
  'password.submit': '修改密码',
  'password.changed': '密码已修改：请用新密码登录',
  'password.mismatch': '两次输入的新密码不一致',
  'list.search': '搜索',
  'list.reset': '重置',
  'list.reload': '刷新',
  'list.exportCsv': '导出 CSV',
  'list.total': '共 {0} 条',
  'list.exporting': '正在导出 {0} 行…',
  'list.exportCut': '已导出 {1} 行中的前 {0} 行：请缩小筛选范围导出其余部分',
  'list.orderTip': '最新或最早的在前',
  'common.reason': '原因',
  'common.time': '时间',
  'common.actions': '操作',
  'common.cancel': '取消',
  'common.confirm': '确认',
  'common.status': '状态',
  'common.any': '全部',
};

const labels: Record<Language, Record<Label, string>> = { en, zh };

export function label(language: Language, key: Label, ...args: Array<string | number>): string {
  return labels[language][key].replace(/\{(\d+)\}/g, (whole, index: string) =>
    String(args[Number(index)] ?? whole),
  );
}

export type Translate = (key: Label, ...args: Array<string | number>) => string;

/** The label function in the current language; components re-render when it changes. */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback(
    (key: Label, ...args: Array<string | number>) => label(language, key, ...args),
    [language],
  );
}
