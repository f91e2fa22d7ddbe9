import { useId } from 'react';
import { setLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { rememberLanguageForServer } from '../../shared/i18n/languages.ts';
import type { Language } from '@atelier/contract';
import { LANGUAGE_PARAM } from '@atelier/contract/language-address';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { BCP47, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { useLocation, useNavigate } from '@atelier/ui/router';
import { ChevronDownIcon, GlobeIcon } from '../../shared/ui/icons.tsx';
import styles from './LanguageSelect.module.css';

export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (next: Language) => {
    rememberLanguageForServer(next);
    void setLanguage(next);
    // The page goes to its address in the language chosen, which its links keep. English is named
    // too: an address naming none would keep the one left behind (the router keeps `lang`).
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_PARAM, next);
    void navigate(`${location.pathname}?${params}${location.hash}`, { replace: true });
  };
  return (
    <div className={styles.wrap}>
      {/* SPEC §2: the globe is decoration only. */}
      <GlobeIcon size={16} className={styles.globe} />
      <label htmlFor={id} className="visually-hidden">
        {t('a11y.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => choose(event.target.value as Language)}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={BCP47[option.code]}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={14} className={styles.chevron} />
    </div>
  );
}
