import { useRef, type KeyboardEvent } from 'react';
import { LANGUAGES, type Language } from '@atelier/contract';
import { BCP47, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { useTranslation } from '../i18n.ts';
import styles from './LanguageTabs.module.css';

interface Props {
  value: Language;
  onChange: (language: Language) => void;
  /** Languages without a text yet: marked, and named so to screen readers. */
  missing?: readonly Language[];
  /** Ties each tab to the panel it shows (`${panelId}` on the panel, role="tabpanel"). */
  panelId: string;
  label: string;
}

/** The six languages of a text as tabs (arrow keys move between them), missing ones marked. */
export function LanguageTabs({ value, onChange, missing = [], panelId, label }: Props) {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: LANGUAGES.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + LANGUAGES.length) % LANGUAGES.length;
    tabs.current[next]?.focus();
    onChange(LANGUAGES[next]!);
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {LANGUAGE_OPTIONS.map((option, index) => {
        const selected = option.code === value;
        const absent = missing.includes(option.code);
        return (
          <button
            key={option.code}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${panelId}-${option.code}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(option.code)}
            onKeyDown={(event) => move(event, index)}
          >
            <span lang={BCP47[option.code]}>{option.label}</span>
            {absent && (
              <span className={styles.missing}>
                <span aria-hidden="true">•</span>
                <span className="visually-hidden">{t('languages.missing')}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
