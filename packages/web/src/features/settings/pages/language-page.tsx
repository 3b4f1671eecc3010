// Language (spec §2 /pages/common/language/language): English or 中文, switched instantly and
// remembered as languageType. Server messages follow, since every request sends the language.

import type { Language } from '@fair28/shared';
import { useTranslation } from 'react-i18next';
import { ChoiceList } from '../../../components/ui/choice-list';
import { Page } from '../../../components/ui/page';
import { changeLanguage } from '../../../i18n/i18n';
import { showToast } from '../../../lib/notify';

export function LanguagePage() {
  const { t, i18n } = useTranslation();
  const select = async (language: Language) => {
    if (language === i18n.language) return;
    await changeLanguage(language);
    // i18n.t, not t: this render's t still speaks the old language.
    showToast(i18n.t('language.changed'));
  };
  return (
    <Page title={t('route.language')}>
      <ChoiceList<Language>
        label={t('route.language')}
        choices={[
          { value: 'en', label: t('language.english') },
          { value: 'zh', label: t('language.chinese') },
        ]}
        selected={i18n.language === 'zh' ? 'zh' : 'en'}
        onSelect={(language) => void select(language)}
      />
    </Page>
  );
}
