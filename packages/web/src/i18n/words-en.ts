// The player app's own words in English, as one table (i18n.ts): a chunk of their own (words.ts), which
// the first screen waits for. The shared catalogue (server and form messages, whose keys are the zod
// error messages) is a chunk apart (catalogue-en.ts), which pages and the words after it wait for.

import type { MessageKey } from '@fair28/shared/protocol';
import { contentMessagesEn } from './content-messages';
import { gameMessagesEn } from './game-messages';
import { moneyMessagesEn } from './money-messages';
import { playMessagesEn } from './play-messages';
import { uiMessagesEn } from './ui-messages';

export const words = {
  ...uiMessagesEn,
  ...gameMessagesEn,
  ...moneyMessagesEn,
  ...contentMessagesEn,
  ...playMessagesEn,
};

/** A key of the app's own words. */
export type AppWordKey = keyof typeof words;
/** A key of any word the app shows: its own, or the shared catalogue's. */
export type WordKey = AppWordKey | MessageKey;
