// Every word of the app in English, as one table (i18n.ts): the shared catalogue (server and form
// messages, whose keys are the zod error messages) with the app's own. A chunk of its own (words.ts).

import { messagesEn } from '@fair28/shared/protocol';
import { contentMessagesEn } from './content-messages';
import { gameMessagesEn } from './game-messages';
import { moneyMessagesEn } from './money-messages';
import { playMessagesEn } from './play-messages';
import { uiMessagesEn } from './ui-messages';

export const words = {
  ...messagesEn,
  ...uiMessagesEn,
  ...gameMessagesEn,
  ...moneyMessagesEn,
  ...contentMessagesEn,
  ...playMessagesEn,
};

export type WordKey = keyof typeof words;
