// Each language's web app manifest, beside index.html (written by the build: pwa/app-files.ts).
import type { Language } from '@fair28/shared/protocol';

export const manifestFiles: Record<Language, string> = {
  en: 'manifest.webmanifest',
  zh: 'manifest-zh.webmanifest',
  'zh-TW': 'manifest-zh-tw.webmanifest',
};
