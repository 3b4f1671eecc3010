// Language (spec §2 /pages/common/language/language): English or 中文, switched at once and remembered as
// languageType. Server messages follow, since every request sends the language. Each language's words are
// a chunk of their own (i18n/words.ts): the page fetches the other's as it opens, so the switch rarely
// waits, and shows that it is loading when it does.

import { type Language, languages } from '@fair28/shared';
import { useEffect, useState } from 'react';
import { ChoiceList } from '../../../components/ui/choice-list';
import { Loading } from '../../../components/ui/load-state';
import { Page } from '../../../components/ui/page';
import { changeLanguage, translate } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { loadWords } from '../../../i18n/words';
import { showToast } from '../../../lib/notify';

export function LanguagePage() {
  const { t, language: shown } = useTranslation();
  const [isSwitching, setIsSwitching] = useState(false);
  useEffect(() => {
    for (const language of languages) void loadWords(language).catch(() => undefined);
  }, []);
  const select = async (language: Language) => {
    if (language === shown || isSwitching) return;
    setIsSwitching(true);
    try {
      await changeLanguage(language);
      // translate, not t: this render's t still speaks the old language.
      showToast(translate('language.changed'));
    } catch {
      showToast(t('common.loadFailed'), 'fail');
    } finally {
      setIsSwitching(false);
    }
  };
  return (
    <Page title={t('route.language')}>
      <ChoiceList<Language>
        label={t('route.language')}
        choices={[
          { value: 'en', label: t('language.english') },
          { value: 'zh', label: t('language.chinese') },
        ]}
        selected={shown}
        onSelect={(language) => void select(language)}
      />
      {isSwitching ? <Loading /> : null}
    </Page>
  );
}
