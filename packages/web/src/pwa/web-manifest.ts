// The web app manifests (vite.config.ts writes one per language beside index.html; pwa/manifest-link.ts
// points the page at the one of the language shown), so the phone installs fair28 under names in the
// player's language, in the brand's colours (styles/global.css), standalone like an app.

// The build's config imports this file: nothing from @fair28/shared at run time (its source is TypeScript,
// which the config's loader leaves to Node), so the words come from the app's own tables.
import type { Language } from '@fair28/shared/protocol';
import { appWordsZhTw } from '../i18n/app-words-zh-tw';
import { uiMessagesEn } from '../i18n/ui-messages';
import { uiMessagesZh } from '../i18n/ui-messages-zh';

export { manifestFiles } from './manifest-files';

/** --fair-navy of styles/global.css: the tab bar, the splash and the phone's status bar. */
export const THEME_COLOUR = '#0b1f4b';

/** The icons the build renders from pwa/app-icon.ts, by file name under icons/. */
export const iconFiles = {
  any192: { file: 'icons/icon-192.png', size: 192, look: 'rounded' },
  any512: { file: 'icons/icon-512.png', size: 512, look: 'rounded' },
  maskable512: { file: 'icons/icon-maskable-512.png', size: 512, look: 'full' },
  /** iOS's home-screen icon (it rounds the corners itself). */
  apple180: { file: 'icons/apple-touch-icon.png', size: 180, look: 'full' },
  /** The notification's small monochrome icon on Android's status bar. */
  badge96: { file: 'icons/badge-96.png', size: 96, look: 'badge' },
} as const;

const names: Record<Language, { name: string; tagline: string }> = {
  en: { name: uiMessagesEn['app.name'], tagline: uiMessagesEn['app.tagline'] },
  zh: { name: uiMessagesZh['app.name'], tagline: uiMessagesZh['app.tagline'] },
  'zh-TW': { name: appWordsZhTw['app.name'], tagline: appWordsZhTw['app.tagline'] },
};

/** `<html lang>` of each language: languageTags of @fair28/shared, which the test holds this to. */
export const manifestLanguageTags: Record<Language, string> = { en: 'en', zh: 'zh-CN', 'zh-TW': 'zh-TW' };

export function webManifest(language: Language) {
  const { name, tagline } = names[language];
  return {
    // The same app in either language: one id, one install.
    id: './',
    name: `${name} — ${tagline}`,
    short_name: name,
    description: `${name} — ${tagline}`,
    lang: manifestLanguageTags[language],
    dir: 'ltr',
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: THEME_COLOUR,
    categories: ['games', 'entertainment'],
    icons: [
      { src: iconFiles.any192.file, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconFiles.any512.file, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: iconFiles.maskable512.file, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
