// The two languages, and how a language a client sends is read. Apart from the catalogue (messages.ts),
// which a client that only needs the language does not load.

export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Accepts the spellings clients send (`zh`, `ZH`, `zh-CN`, `EN` …); anything else is English. */
export function parseLanguage(value: unknown): Language {
  return typeof value === 'string' && value.toLowerCase().startsWith('zh') ? 'zh' : DEFAULT_LANGUAGE;
}
