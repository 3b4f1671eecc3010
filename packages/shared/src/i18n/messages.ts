// Messages the server and the player app both show: the error catalogue and the form messages of spec §5.
// Schemas use these keys as their zod messages, so a rule and its words live in one place.
import type { ErrorCodeName } from '../errors';

export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Accepts the spellings clients send (`zh`, `ZH`, `zh-CN`, `EN` …); anything else is English. */
export function parseLanguage(value: unknown): Language {
  return typeof value === 'string' && value.toLowerCase().startsWith('zh') ? 'zh' : DEFAULT_LANGUAGE;
}

const en = {
  'error.InvalidInput': 'The request is invalid',
  'error.LoginExpired': 'Login credential has expired, please log in again',
  'error.Forbidden': 'You are not allowed to do this',
  'error.NotFound': 'Not found',
  'error.RateLimited': 'Too many attempts, please try again later',
  'error.Internal': 'Please try again later',
  'error.AccountTaken': 'This account is already registered',
  'error.WrongCredentials': 'Wrong account or password',
  'error.InvitationCodeInvalid': 'The invitation code does not exist',
  'error.WrongOldPassword': 'The old password is wrong',
  'error.WrongSecurityCode': 'The security code is wrong',
  'error.AccountDisabled': 'This account is disabled, please contact customer service',
  'error.InsufficientBalance': 'Insufficient balance',
  'error.unknownPath': 'Unknown call',
  'error.bodyTooLarge': 'The request is too large',
  'error.roomNotConfigured': 'The room is not configured, please contact customer service',
  'error.RoomNotConfigured': 'The room is not configured, please contact customer service',
  'error.RoomClosed': 'The room is closed',
  'error.BettingClosed': 'Betting on this round has closed, please wait for the next round',
  'error.BetAmountOutOfRange': 'Each bet must be between {0} and {1}',
  'error.BetTypeNotOffered': 'This room does not offer that bet',
  'error.BelowRoomEntryMinimum': 'Your balance needs at least {0} to bet',
  'error.RoundNotDrawn': 'This round has not been drawn yet',
  'error.betFailed': 'Please try again later',
  'form.enterAccount': 'Please enter account',
  'form.enterPassword': 'Please enter password',
  'form.setAccount': 'Please set up your account',
  'form.setPassword': 'Set your password',
  'form.enterInvitationCode': 'Enter your invitation code',
  'form.passwordsDiffer': 'The two passwords are inconsistent',
  'form.enterOldPassword': 'Enter old password',
  'form.setNewPassword': 'Set new password',
  'form.selectBet': 'Please select a bet',
  'form.enterBetAmount': 'Enter the bet amount',
  'form.balanceNeedsAtLeast': 'Your balance needs at least {0} to bet',
  'form.enterWithdrawalAmount': 'Please enter the withdrawal amount',
  'form.enterSecurityCode': 'Enter the security code',
  'form.selectRechargeAmount': 'Select recharge amount',
  'form.enterRechargeQuantity': 'Enter recharge quantity',
  'form.addUsdtAddressFirst': 'Add a digital currency address first',
  'form.selectWalletType': 'Select a digital wallet type',
  'form.bindOwnCard': "Please bind the cardholder's own bank card",
  'form.fillRealName': 'Fill in real name',
  'form.passwordMinLength': 'At least 8 characters',
  'form.passwordNeedsLetter': 'Must contain a letter',
  'form.passwordLettersDigitsOnly': 'Only letters and digits',
  'form.accountFormat': 'Account: 4 to 20 letters, digits or underscores',
  'form.securityCodeFormat': 'The security code is 6 digits',
  'form.tooLong': 'Too long',
  'form.invalidPhone': 'Invalid mobile number',
  'form.invalidEmail': 'Invalid email address',
  'form.invalidIdCard': 'Invalid ID card number',
  'form.invalidPrice': 'Enter an amount above 0 with at most 2 decimals',
  'form.invalidAmount': 'Invalid amount',
  'form.invalidUrl': 'Invalid web address',
  'form.invalidDate': 'Invalid date',
  'form.invalidLandline': 'Invalid landline number',
  'form.sameAsOld': 'The new one must differ from the old one',
  'im.loggedIn': 'Logged in',
  'im.badLogin': 'The socket login is invalid',
  'im.joined': 'Joined the room',
  'im.badGroup': 'Invalid room',
  'im.groupRefused': 'You cannot join this room',
  'im.sent': 'Sent',
  'im.chatEmpty': 'Enter a message',
  'im.chatTooLong': 'A message has at most {0} characters',
  'im.chatControlCharacters': 'The message contains characters that cannot be sent',
  'im.chatTextOnly': 'Only text messages can be sent',
  'im.badChatContent': 'The message content is invalid',
  'im.privateChatUnavailable': 'Private messages are not available',
  'im.joinRoomFirst': 'Join the room before sending messages',
  'im.chatTooFast': 'You are sending messages too fast, please wait a moment',
  'im.badPacket': 'The packet is invalid',
} as const;

export type MessageKey = keyof typeof en;

const zh: Record<MessageKey, string> = {
  'error.InvalidInput': '请求参数有误',
  'error.LoginExpired': '登录凭证已过期，请重新登录',
  'error.Forbidden': '无权进行此操作',
  'error.NotFound': '未找到',
  'error.RateLimited': '尝试次数过多，请稍后再试',
  'error.Internal': '请稍后再试',
  'error.AccountTaken': '该账号已被注册',
  'error.WrongCredentials': '账号或密码错误',
  'error.InvitationCodeInvalid': '邀请码不存在',
  'error.WrongOldPassword': '旧密码错误',
  'error.WrongSecurityCode': '安全码错误',
  'error.AccountDisabled': '账号已停用，请联系客服',
  'error.InsufficientBalance': '余额不足',
  'error.unknownPath': '未知的接口',
  'error.bodyTooLarge': '请求内容过大',
  'error.roomNotConfigured': '该房间未配置，请联系客服',
  'error.RoomNotConfigured': '该房间未配置，请联系客服',
  'error.RoomClosed': '该房间已关闭',
  'error.BettingClosed': '本期已封盘，请等待下一期',
  'error.BetAmountOutOfRange': '单注金额须在{0}到{1}之间',
  'error.BetTypeNotOffered': '该房间不提供此投注项',
  'error.BelowRoomEntryMinimum': '您的余额至少需要{0}才能投注',
  'error.RoundNotDrawn': '本期尚未开奖',
  'error.betFailed': '请稍后再试',
  'form.enterAccount': '请输入账号',
  'form.enterPassword': '请输入密码',
  'form.setAccount': '请设置账号',
  'form.setPassword': '请设置密码',
  'form.enterInvitationCode': '请输入邀请码',
  'form.passwordsDiffer': '两次密码不一致',
  'form.enterOldPassword': '请输入旧密码',
  'form.setNewPassword': '请设置新密码',
  'form.selectBet': '请选择投注项',
  'form.enterBetAmount': '请输入投注金额',
  'form.balanceNeedsAtLeast': '您的余额至少需要{0}才能投注',
  'form.enterWithdrawalAmount': '请输入提现金额',
  'form.enterSecurityCode': '请输入安全码',
  'form.selectRechargeAmount': '请选择充值金额',
  'form.enterRechargeQuantity': '请输入充值数量',
  'form.addUsdtAddressFirst': '请先添加数字货币地址',
  'form.selectWalletType': '请选择数字钱包类型',
  'form.bindOwnCard': '请绑定持卡人本人的银行卡',
  'form.fillRealName': '请填写真实姓名',
  'form.passwordMinLength': '最少8个字符',
  'form.passwordNeedsLetter': '必须包含字母',
  'form.passwordLettersDigitsOnly': '只能使用字母和数字',
  'form.accountFormat': '账号为4到20位字母、数字或下划线',
  'form.securityCodeFormat': '安全码为6位数字',
  'form.tooLong': '内容过长',
  'form.invalidPhone': '手机号码格式不正确',
  'form.invalidEmail': '邮箱格式不正确',
  'form.invalidIdCard': '身份证号码格式不正确',
  'form.invalidPrice': '请输入大于0且最多两位小数的金额',
  'form.invalidAmount': '金额格式不正确',
  'form.invalidUrl': '网址格式不正确',
  'form.invalidDate': '日期格式不正确',
  'form.invalidLandline': '固定电话号码格式不正确',
  'form.sameAsOld': '新密码不能与旧密码相同',
  'im.loggedIn': '登录成功',
  'im.badLogin': '连接登录参数有误',
  'im.joined': '已加入房间',
  'im.badGroup': '房间编号有误',
  'im.groupRefused': '无法加入该房间',
  'im.sent': '发送成功',
  'im.chatEmpty': '请输入消息内容',
  'im.chatTooLong': '消息最多{0}个字符',
  'im.chatControlCharacters': '消息包含无法发送的字符',
  'im.chatTextOnly': '只能发送文字消息',
  'im.badChatContent': '消息内容格式有误',
  'im.privateChatUnavailable': '暂不支持私聊',
  'im.joinRoomFirst': '请先加入房间再发言',
  'im.chatTooFast': '发言太快，请稍后再试',
  'im.badPacket': '数据包格式有误',
};

export const messages: Record<Language, Record<MessageKey, string>> = { en, zh };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Translates a catalogue key, filling `{0}`, `{1}` …; text that is not a key is returned as it is. */
export function translate(language: Language, keyOrText: string, ...args: Array<string | number>): string {
  const template = isMessageKey(keyOrText) ? messages[language][keyOrText] : keyOrText;
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => String(args[Number(index)] ?? whole));
}

export function errorMessageKey(name: ErrorCodeName): MessageKey {
  return `error.${name}`;
}
