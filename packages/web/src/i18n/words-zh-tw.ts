// The player app's own words in Traditional Chinese, the same keys as words-en.ts. A chunk of their own
// (words.ts). Generated from the Simplified words by `npm run words:traditional`.

import { appWordsZhTw } from './app-words-zh-tw';
import type { AppWordKey } from './words-en';

export const words: Record<AppWordKey, string> = appWordsZhTw;
