// The page's first script, inline in index.html (vite.config.ts puts it there with the built words
// chunks' addresses): it asks for the stored language's words as the page is parsed, beside the early-
// calls file and the app's code, rather than once the early-calls file has arrived and run (a round trip
// later). Inline, because any file of its own would itself take that round trip; the server allows it
// by its hash (server/src/http/built-apps.ts). It reads the language as lib/language.ts does (the stored
// one, where "zh…" in any case is Chinese and anything else English; with none stored, the first Chinese
// or English entry of the phone's languages), which a test holds it to.

import type { Language } from '@fair28/shared/protocol';
import { storageKeys } from '../lib/storage-keys';

/** The script's text, given where each language's words chunk is. */
export function wordsFirstScript(urls: Record<Language, string>): string {
  const key = JSON.stringify(storageKeys.languageType);
  const [zh, en] = [JSON.stringify(urls.zh), JSON.stringify(urls.en)];
  return [
    '(function(){var stored=null;',
    `try{stored=localStorage.getItem(${key})}catch(e){}`,
    'if(!stored){var nav=typeof navigator==="undefined"?{}:navigator;',
    'var list=nav.languages&&nav.languages.length?nav.languages:[nav.language||""];',
    'for(var i=0;i<list.length;i++){if(/^(zh|en)\\b/i.test(list[i])){stored=list[i];break}}}',
    'var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";',
    `link.href=/^zh/i.test(stored||"")?${zh}:${en};`,
    'document.head.appendChild(link)})()',
  ].join('');
}
