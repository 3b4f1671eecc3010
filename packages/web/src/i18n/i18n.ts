// The app's words: one table per language (the app's own, then the shared catalogue, whose keys are the
// zod error messages, merged under them: words.ts), each fetched when first shown, with the server's
// language packs merged over it (language-packs.ts). The stored languageType picks the start; the app
// renders once its own words are in, and the catalogue follows once the first screen is up (pages wait
// for it: app/router.tsx). translate() looks a key up in the current language and fills its {{name}}
// placeholders.
// Written here rather than taken from i18next: this lookup is all the app asks of one, and i18next with
// its React binding weighed 17 KB of the 128 KB a phone fetched for the first screen.

import { fillMessage, type Language, languageTags, type MessageKey, referenceWords } from '@fair28/shared';
import { firstScreenUp } from '../lib/first-screen';
import { readLanguage, saveLanguage } from '../lib/language';
import { applyStoredPacks, type Catalogue } from './language-packs';
import { loadAllWords, loadWords } from './words';
import type { WordKey } from './words-en';

/** Values for a text's {{name}} placeholders. */
export type WordValues = Readonly<Record<string, string | number>>;
export type Translate = (key: WordKey, values?: WordValues) => string;

let language: Language = readLanguage();
/** Each fetched language's bundled words, and the words shown: the bundle with a pack merged over it. */
const bundled = new Map<Language, Readonly<Record<string, string>>>();
/** The languages whose bundle holds the catalogue too. */
const whole = new Set<Language>();
const shown = new Map<Language, Readonly<Record<string, string>>>();

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** `text` with each {{name}} filled from `values`; a placeholder without a value stays as it is. */
export function fillWords(text: string, values?: WordValues): string {
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The shown text of a key in the current language; a key it lacks (or text that is no key) as it is. */
function shownText(key: string): string {
  const words = shown.get(language);
  return words && Object.hasOwn(words, key) ? (words[key] ?? key) : key;
}

/** A word in the current language, outside a component (toasts, dialogs). */
export function translate(key: WordKey, values?: WordValues): string {
  return fillWords(shownText(key), values);
}

export function currentLanguage(): Language {
  return language;
}

/** What components read (i18n/use-translation.ts): replaced whenever the language or its words change. */
export type WordsState = {
  readonly t: Translate;
  readonly language: Language;
  /** Whether the catalogue's words are in too (translateMessage, translateReference). */
  readonly hasAllWords: boolean;
};
let state: WordsState = { t: translate, language, hasAllWords: false };
const stateListeners = new Set<() => void>();
const languageListeners = new Set<(language: Language) => void>();

export function wordsState(): WordsState {
  return state;
}

export function onWordsChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Called after each switch of language. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

function wordsChanged(): void {
  // A new t as well, so memos and effects that depend on it run again in the new words.
  state = { t: (key, values) => translate(key, values), language, hasAllWords: whole.has(language) };
  for (const listener of stateListeners) listener();
}

/** The bundled words and the shown ones: server language packs merge over the bundle. */
export const catalogue: Catalogue = {
  bundled: (of) => bundled.get(of),
  replace: (of, words) => {
    shown.set(of, words);
    if (of === language) wordsChanged();
  },
};

function bundle(of: Language, words: Readonly<Record<string, string>>): void {
  bundled.set(of, words);
  shown.set(of, words);
  applyStoredPacks(catalogue);
  if (of === language) wordsChanged();
}

/** Fetches a language's own words once, with the pack kept from last time merged over them. */
async function withWords(of: Language): Promise<void> {
  if (bundled.has(of)) return;
  const words = await loadWords(of);
  if (!bundled.has(of)) bundle(of, words);
}

/** Fetches a language's every word once (its own and the catalogue's), the pack kept merged over them. */
async function withAllWords(of: Language): Promise<void> {
  if (whole.has(of)) return;
  const words = await loadAllWords(of);
  if (whole.has(of)) return;
  whole.add(of);
  bundle(of, words);
}

/** The starting language's own words (one more try if the first fetch failed); main.tsx renders after. */
export const startingWords: Promise<void> = withWords(language).catch(() => withWords(readLanguage()));

/** Every word of the current language: a page waits for it (app/router.tsx). */
export function allWords(): Promise<void> {
  return withAllWords(language);
}
// The first screen shows none of the catalogue: it follows once the screen is up.
void firstScreenUp.then(allWords).catch(() => undefined);

function markDocumentLanguage(): void {
  // Screen readers pick their voice from <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = languageTags[language];
}
markDocumentLanguage();

/** Switches once the language's words are in (fetched, if not yet) and remembers the choice as languageType. */
export async function changeLanguage(to: Language): Promise<void> {
  await withAllWords(to);
  saveLanguage(to);
  if (to === language) return;
  language = to;
  markDocumentLanguage();
  wordsChanged();
  for (const listener of languageListeners) listener(to);
}

/**
 * A shared catalogue message with its `{0}` arguments filled, in the current language: from the loaded
 * words, which hold the catalogue of their language once it is in (words.ts; pages wait for it, the
 * first screen shows none of it), so a phone needs no other copy. Text that is not a key is returned as
 * it is.
 */
export function translateMessage(key: MessageKey | string, ...args: Array<string | number>): string {
  return fillMessage(shownText(key), args);
}

/**
 * A ledger reference the server wrote (shared ledgerReference: "round 3520001 bet 17") in the reader's
 * words; null for one that is no such code (an order number), which the caller shows as it is.
 */
export function translateReference(reference: string): string | null {
  const words = referenceWords(reference);
  return words ? translateMessage(words.message, ...words.args) : null;
}
