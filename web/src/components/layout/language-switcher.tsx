import { LANGUAGES } from '@guide/guide-contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathInLanguage } from '../../config/paths';
import { useHydrated } from '../../lib/hydration';
import { chooseLanguage, type LanguageCode } from '../../i18n/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  // On a prerendered page a choice made before React runs would be lost: the menu waits for it.
  const hydrated = useHydrated();
  const choose = (code: LanguageCode) => {
    void chooseLanguage(code);
    // On a per-language guide address, the address follows the choice.
    const next = pathInLanguage(pathname, code);
    if (next !== pathname) navigate(`${next}${hash}`, { replace: true });
  };
  const current = LANGUAGES.find((language) => language.code === i18n.resolvedLanguage)?.code ?? 'en';
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select id={id} value={current} disabled={!hydrated} onChange={(event) => choose(event.target.value as LanguageCode)}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
