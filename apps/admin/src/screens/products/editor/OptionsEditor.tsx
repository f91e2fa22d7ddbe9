import { useState } from 'react';
import type { Language } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { TextField } from '@atelier/ui/field';
import { useTranslation } from '../../../shared/i18n.ts';
import styles from '../products.module.css';
import { slug, type Option } from './draft.ts';
import { languageName } from './TextsSection.tsx';

interface Props {
  kind: 'color' | 'size';
  options: Option[];
  language: Language;
  problem: (path: string) => string | undefined;
  onChange: (options: Option[]) => void;
}

/** The colours (with a swatch) or the sizes of a product: names in the language being written. */
export function OptionsEditor({ kind, options, language, problem, onChange }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [hex, setHex] = useState('#888888');
  const [refusal, setRefusal] = useState<string>();
  const path = kind === 'color' ? 'options.colors' : 'options.sizes';
  const update = (index: number, change: Partial<Option>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...change } : option)));
  const add = () => {
    const code = slug(name);
    if (!code) return setRefusal(t('products.optionNameNeeded'));
    if (options.some((option) => option.code === code))
      return setRefusal(t('products.optionTaken', { name }));
    setRefusal(undefined);
    const names = { en: name.trim(), ...(language === 'en' ? {} : { [language]: name.trim() }) };
    onChange([...options, { code, names, ...(kind === 'color' ? { hex } : {}) }]);
    setName('');
  };
  const title = kind === 'color' ? t('products.colors') : t('products.sizes');
  return (
    <div className={styles.column}>
      <h3>{title}</h3>
      <ul className={styles.optionList}>
        {options.map((option, index) => {
          const english = option.names.en || option.code;
          return (
            <li key={option.code} className={styles.optionItem}>
              <TextField
                label={`${english} · ${languageName(language)}`}
                value={option.names[language] ?? ''}
                placeholder={language === 'en' ? undefined : english}
                error={problem(`${path}.${index}.names.${language}`) ?? problem(`${path}.${index}`)}
                onChange={(event) =>
                  update(index, { names: { ...option.names, [language]: event.target.value } })
                }
              />
              {kind === 'color' && (
                <input
                  type="color"
                  className={styles.swatchInput}
                  aria-label={t('products.swatchOf', { name: english })}
                  value={option.hex ?? '#888888'}
                  onChange={(event) => update(index, { hex: event.target.value })}
                />
              )}
              <Button
                variant="ghost"
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              >
                {t('products.remove')}
                <span className="visually-hidden"> {english}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.adder}>
        <TextField
          label={kind === 'color' ? t('products.newColor') : t('products.newSize')}
          value={name}
          error={refusal ?? (options.length ? undefined : problem(path))}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        {kind === 'color' && (
          <input
            type="color"
            className={styles.swatchInput}
            aria-label={t('products.newSwatch')}
            value={hex}
            onChange={(event) => setHex(event.target.value)}
          />
        )}
        <Button variant="secondary" onClick={add}>
          {kind === 'color' ? t('products.addColor') : t('products.addSize')}
        </Button>
      </div>
    </div>
  );
}
