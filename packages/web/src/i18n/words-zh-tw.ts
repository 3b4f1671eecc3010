// Every word of the app in Traditional Chinese, the same keys as words-en.ts. A chunk of its own (words.ts).
// Both tables are generated from the Simplified words by `npm run words:traditional`.

import { messagesZhTw } from '@fair28/shared/protocol';
import { appWordsZhTw } from './app-words-zh-tw';
import type { WordKey } from './words-en';

export const words: Record<WordKey, string> = { ...messagesZhTw, ...appWordsZhTw };
