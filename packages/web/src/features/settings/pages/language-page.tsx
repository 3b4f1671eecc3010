// Language (spec §2 /pages/common/language/language): English, 简体中文 or 繁體中文, switched at once and
// remembered as languageType. Server messages follow, since every request sends the language. Each language's words are
// a chunk of their own (i18n/words.ts): the page fetches the other's as it opens, so the switch rarely
// waits, and shows that it is loading when it does.

import { type Language, languageNames, languages, languageTags } from '@fair28/shared';
import { useEffect, useState } from 'react';
import { ChoiceList } from '@/components/ui/choice-list';
import { Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { changeLanguage, translate } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { loadAllWords } from '@/i18n/words';
import { showToast } from '@/lib/notify';

export function LanguagePage() {
  const { t, language: shown } = useTranslation();
  // The language tapped while its words load: ticked at once, beside the loading sign, so the tap shows
  // (the tick stayed on the old language until the words arrived, and the radio the browser had ticked
  // was put back); a failed load puts the tick back on the language shown.
  const [switchingTo, setSwitchingTo] = useState<Language | null>(null);
  useEffect(() => {
    for (const language of languages) void loadAllWords(language).catch(() => undefined);
  }, []);
  const select = async (language: Language) => {
    if (language === shown || switchingTo) return;
    setSwitchingTo(language);
    try {
      await changeLanguage(language);
      // translate, not t: this render's t still speaks the old language.
      showToast(translate('language.changed'));
    } catch {
      showToast(t('common.loadFailed'), 'fail');
    } finally {
      setSwitchingTo(null);
    }
  };
  return (
    <Page title={t('route.language')}>
      <ChoiceList<Language>
        label={t('route.language')}
        choices={languages.map((language) => ({
          value: language,
          label: languageNames[language],
          lang: languageTags[language],
        }))}
        selected={switchingTo ?? shown}
        onSelect={(language) => void select(language)}
      />
      {switchingTo ? <Loading /> : null}
    </Page>
  );
}
