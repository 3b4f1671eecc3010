// Messages the server and the player app both show: the error catalogue and the form messages of spec §5.
// Schemas use these keys as their zod messages, so a rule and its words live in one place.
import type { ErrorCodeName } from '../errors';
import { fillMessage } from './fill-message';
import type { Language } from './language';
import { type MessageKey, messagesEn } from './messages-en';
import { messagesZh } from './messages-zh';
import { messagesZhTw } from './messages-zh-tw';

export { fillMessage } from './fill-message';
export * from './language';
export { loginExpired } from './login-expired';
export { type MessageKey, messagesEn } from './messages-en';
export { messagesZh } from './messages-zh';
export { messagesZhTw } from './messages-zh-tw';

export const messages: Record<Language, Record<MessageKey, string>> = {
  en: messagesEn,
  zh: messagesZh,
  'zh-TW': messagesZhTw,
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesEn, value);
}

/** Translates a catalogue key, filling `{0}`, `{1}` …; text that is not a key is returned as it is. */
export function translate(language: Language, keyOrText: string, ...args: Array<string | number>): string {
  return fillMessage(isMessageKey(keyOrText) ? messages[language][keyOrText] : keyOrText, args);
}

export function errorMessageKey(name: ErrorCodeName): MessageKey {
  return `error.${name}`;
}
