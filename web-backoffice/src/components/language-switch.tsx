import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES, type Language } from '@/i18n';

/** English / Bangla for the whole back office; the choice is remembered on this computer. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('common.language.label')}</span>
      <select value={currentLanguage()} onChange={(event) => changeLanguage(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`common.language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
