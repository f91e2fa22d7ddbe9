import { useId } from 'react';
import type { Language } from '@atelier/contract';
import { BCP47, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { SelectField, TextAreaField, TextField } from '@atelier/ui/field';
import { LanguageTabs } from '../../../shared/form/LanguageTabs.tsx';
import { useTranslation } from '../../../shared/i18n.ts';
import styles from '../products.module.css';
import type { Draft, Text } from './draft.ts';

export const languageName = (lang: Language) =>
  LANGUAGE_OPTIONS.find((option) => option.code === lang)!.label;

interface Props {
  texts: Draft['texts'];
  language: Language;
  onLanguage: (lang: Language) => void;
  compare: Language;
  onCompare: (lang: Language) => void;
  missing: readonly Language[];
  problem: (path: string) => string | undefined;
  onText: (lang: Language, field: keyof Text, value: string) => void;
}

/** One language's name, description and specifications, labelled with the language's name. */
function TextColumn({
  lang,
  text,
  problem,
  onText,
}: { lang: Language; text: Text } & Pick<Props, 'problem' | 'onText'>) {
  const { t } = useTranslation();
  const named = (label: string) => `${label} · ${languageName(lang)}`;
  const set = (field: keyof Text) => (event: { target: { value: string } }) =>
    onText(lang, field, event.target.value);
  return (
    <div className={styles.column} lang={BCP47[lang]}>
      <TextField
        label={named(t('products.fields.name'))}
        value={text.name}
        onChange={set('name')}
        error={problem(`texts.${lang}.name`)}
        required={lang === 'en'}
      />
      <TextAreaField
        label={named(t('products.fields.description'))}
        rows={6}
        value={text.description}
        onChange={set('description')}
        error={problem(`texts.${lang}.description`)}
      />
      <TextAreaField
        label={named(t('products.fields.specifications'))}
        hint={t('products.fields.specificationsHint')}
        rows={4}
        value={text.specs}
        onChange={set('specs')}
        error={problem(`texts.${lang}.specifications`)}
      />
    </div>
  );
}

/**
 * The texts in six languages: tabs choose the language being written (missing ones marked), and
 * a second language sits beside it to translate from or compare with.
 */
export function TextsSection(props: Props) {
  const { t } = useTranslation();
  const panelId = useId();
  const { language, compare, texts } = props;
  return (
    <section className={styles.section} aria-labelledby={`${panelId}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${panelId}-title`}>{t('products.texts')}</h2>
        <p className={styles.muted}>{t('products.textsHint')}</p>
      </div>
      <LanguageTabs
        value={language}
        onChange={props.onLanguage}
        missing={props.missing}
        panelId={panelId}
        label={t('products.writeIn')}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-${language}`}
        className={styles.columns}
      >
        <TextColumn lang={language} text={texts[language]} {...props} />
        <div className={styles.column}>
          <SelectField
            label={t('products.compareWith')}
            value={compare}
            onChange={(event) => props.onCompare(event.target.value as Language)}
          >
            {LANGUAGE_OPTIONS.filter((option) => option.code !== language).map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
                {props.missing.includes(option.code) ? ` ${t('languages.missing')}` : ''}
              </option>
            ))}
          </SelectField>
          {compare !== language && <TextColumn lang={compare} text={texts[compare]} {...props} />}
        </div>
      </div>
    </section>
  );
}
