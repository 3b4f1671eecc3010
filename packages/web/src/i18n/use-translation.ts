// The words for a component: `t` in the current language and the language itself; the component renders
// again when the player switches language or a server language pack changes the words (i18n.ts).

import { useSyncExternalStore } from 'react';
import { onWordsChange, type WordsState, wordsState } from './i18n';

export function useTranslation(): WordsState {
  return useSyncExternalStore(onWordsChange, wordsState);
}
