import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import tabStyles from '../../shared/form/LanguageTabs.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { MERCH_NAMES, type MerchName } from './api.ts';

/** The pieces of merchandising as tabs; arrow keys move between them. */
export function Tabs(props: {
  value: MerchName;
  onChange: (name: MerchName) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + MERCH_NAMES.length) % MERCH_NAMES.length;
    tabs.current[next]?.focus();
    props.onChange(MERCH_NAMES[next]!);
  };
  return (
    <>
      <div role="tablist" aria-label={t('nav.merchandising')} className={tabStyles.tabs}>
        {MERCH_NAMES.map((name, index) => (
          <button
            key={name}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`merch-tab-${name}`}
            aria-selected={name === props.value}
            aria-controls="merch-panel"
            tabIndex={name === props.value ? 0 : -1}
            className={tabStyles.tab}
            onClick={() => props.onChange(name)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(`merch.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="merch-panel" role="tabpanel" aria-labelledby={`merch-tab-${props.value}`}>
        {props.children}
      </div>
    </>
  );
}
