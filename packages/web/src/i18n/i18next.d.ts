// Types i18next's t() with the keys of both catalogues, so a missing or misspelt key fails the build.
import 'i18next';
import type { words } from './words-en';

declare module 'i18next' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: i18next is typed by merging into this interface.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: typeof words };
  }
}
