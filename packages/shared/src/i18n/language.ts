// The languages, and how a language a client sends is read. Apart from the catalogue (messages.ts),
// which a client that only needs the language does not load.

/** English, Simplified Chinese (mainland) and Traditional Chinese (Taiwan, Hong Kong, Macau). */
export const languages = ['en', 'zh', 'zh-TW'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Languages made from another rather than written: Traditional Chinese is the Simplified words through
 * OpenCC with fair28's corrections (i18n/traditional), ours when the words are generated and an
 * operator's when they are shown. Operators write the others (content, names, language packs).
 */
export const convertedFrom = { 'zh-TW': 'zh' } as const satisfies Partial<Record<Language, Language>>;
export type WrittenLanguage = Exclude<Language, keyof typeof convertedFrom>;
export const writtenLanguages = languages.filter(
  (language): language is WrittenLanguage => !Object.hasOwn(convertedFrom, language),
) as unknown as readonly [WrittenLanguage, ...WrittenLanguage[]];

/** The language a language's words are written in: itself, or the one it is converted from. */
export function writtenLanguageOf(language: Language): WrittenLanguage {
  return language === 'zh-TW' ? convertedFrom[language] : language;
}

/**
 * Chinese tags read as Traditional: a Traditional script (zh-Hant…) or, with no script named, Taiwan,
 * Hong Kong or Macau (zh-TW, zh-HK, zh-MO). A source text, so the page's first inline script
 * (web boot/words-first.ts) reads a tag the same way.
 */
export const TRADITIONAL_TAG = '^zh[-_](hant|tw|hk|mo)(?![a-z0-9])';
/** Any Chinese tag: zh, ZH, zh-CN, zh_TW …, but not zha. */
export const CHINESE_TAG = '^zh(?![a-z0-9])';

/**
 * The language of a tag (`en`, `ZH`, `zh-CN`, `ZH-TW`, `zh-Hant-HK`, `en-GB` …, or the first entry of an
 * Accept-Language header), or null for a tag of another language.
 */
export function languageOfTag(value: string): Language | null {
  const tag = value.trim().split(/[,;\s]/)[0] ?? '';
  if (/^en(?![a-z0-9])/i.test(tag)) return 'en';
  if (!new RegExp(CHINESE_TAG, 'i').test(tag)) return null;
  return new RegExp(TRADITIONAL_TAG, 'i').test(tag) ? 'zh-TW' : 'zh';
}

/** Accepts the spellings clients send (see languageOfTag); anything else is English. */
export function parseLanguage(value: unknown): Language {
  return (typeof value === 'string' ? languageOfTag(value) : null) ?? DEFAULT_LANGUAGE;
}

/** The BCP 47 tag of a language on a page (`<html lang>`), which screen readers and fonts go by. */
export const languageTags: Record<Language, string> = { en: 'en', zh: 'zh-CN', 'zh-TW': 'zh-TW' };

/** Each language's own name, the same whatever language the screen is in, so a reader finds theirs. */
export const languageNames: Record<Language, string> = { en: 'English', zh: '简体中文', 'zh-TW': '繁體中文' };
