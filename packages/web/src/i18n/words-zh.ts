// The player app's own words in Chinese, the same keys as words-en.ts. A chunk of their own (words.ts).

import { contentMessagesZh } from './content-messages-zh';
import { gameMessagesZh } from './game-messages-zh';
import { moneyMessagesZh } from './money-messages-zh';
import { playMessagesZh } from './play-messages-zh';
import { uiMessagesZh } from './ui-messages-zh';
import type { AppWordKey } from './words-en';

export const words: Record<AppWordKey, string> = {
  ...uiMessagesZh,
  ...gameMessagesZh,
  ...moneyMessagesZh,
  ...contentMessagesZh,
  ...playMessagesZh,
};
