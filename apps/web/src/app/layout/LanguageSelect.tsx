import { useId } from 'react';
import { setLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import type { Language } from '@atelier/contract';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { BCP47, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { ChevronDownIcon, GlobeIcon } from '../../shared/ui/icons.tsx';
import styles from './LanguageSelect.module.css';

export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
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
        onChange={(event) => void setLanguage(event.target.value as Language)}
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
