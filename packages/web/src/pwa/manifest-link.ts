// Points the page's manifest link at the manifest of the language shown (pwa/web-manifest.ts), so the
// phone installs the app under names in the player's language.
import type { Language } from '@fair28/shared/protocol';
import { currentLanguage, onLanguageChange } from '../i18n/i18n';
import { manifestFiles } from './manifest-files';

function pointAt(language: Language): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `./${manifestFiles[language]}`;
}

export function followLanguageInManifest(): void {
  pointAt(currentLanguage());
  onLanguageChange(pointAt);
}
