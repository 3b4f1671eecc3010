// The page's first script, inline in index.html (vite.config.ts puts it there with the built words
// chunks' addresses): it asks for the stored language's words as the page is parsed, beside the app's
// code, rather than once the app has arrived and run (a round trip later). Inline, because any file of
// its own would itself take that round trip; the server allows it by its hash
// (server/src/http/built-apps.ts). It reads the language as lib/language.ts does (the stored
// one, read as shared languageOfTag reads a tag, English when it is none of them; with none stored, the
// first English or Chinese entry of the phone's languages), which a test holds it to.

import type { Language } from '@fair28/shared/protocol';
import { storageKeys } from '../lib/storage-keys';

/** The patterns of shared language.ts (CHINESE_TAG, TRADITIONAL_TAG), handed in by the build. */
export type LanguageTagPatterns = { chinese: string; traditional: string };

/** The script's text, given where each language's words chunk is and the Chinese tags' patterns. */
export function wordsFirstScript(urls: Record<Language, string>, patterns: LanguageTagPatterns): string {
  const key = JSON.stringify(storageKeys.languageType);
  const [chinese, traditional] = [JSON.stringify(patterns.chinese), JSON.stringify(patterns.traditional)];
  return [
    '(function(){var stored=null;',
    `try{stored=localStorage.getItem(${key})}catch(e){}`,
    'function of(tag){tag=String(tag||"").trim().split(/[,;\\s]/)[0];',
    'if(/^en(?![a-z0-9])/i.test(tag))return"en";',
    `if(!new RegExp(${chinese},"i").test(tag))return null;`,
    `return new RegExp(${traditional},"i").test(tag)?"zh-TW":"zh"}`,
    'var language=stored?of(stored)||"en":null;',
    'if(!language){var nav=typeof navigator==="undefined"?{}:navigator;',
    'var list=nav.languages&&nav.languages.length?nav.languages:[nav.language||""];',
    'for(var i=0;i<list.length&&!language;i++)language=of(list[i])}',
    'var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";',
    `link.href=${JSON.stringify(urls)}[language||"en"];`,
    'document.head.appendChild(link)})()',
  ].join('');
}
