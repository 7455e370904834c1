import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '@/i18n';
import './language-toggle.css';

const OPTIONS: { language: Language; label: string; name: string }[] = [
  { language: 'en', label: 'EN', name: 'English' },
  { language: 'bn', label: 'বাং', name: 'বাংলা' },
];

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-toggle" role="group" aria-label={t('languageLabel')}>
      {OPTIONS.map(({ language, label, name }) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={name}
          aria-pressed={i18n.resolvedLanguage === language}
          onClick={() => changeLanguage(language)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
