// Every word of the app in Chinese, the same keys as words-en.ts. A chunk of its own (words.ts).

import { messagesZh } from '@fair28/shared/protocol';
import { contentMessagesZh } from './content-messages-zh';
import { gameMessagesZh } from './game-messages-zh';
import { moneyMessagesZh } from './money-messages-zh';
import { playMessagesZh } from './play-messages-zh';
import { uiMessagesZh } from './ui-messages-zh';
import type { WordKey } from './words-en';

export const words: Record<WordKey, string> = {
  ...messagesZh,
  ...uiMessagesZh,
  ...gameMessagesZh,
  ...moneyMessagesZh,
  ...contentMessagesZh,
  ...playMessagesZh,
};
