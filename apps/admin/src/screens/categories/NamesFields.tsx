import type { Names } from '@atelier/contract';
import { BCP47, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { TextField } from '@atelier/ui/field';
import styles from './categories.module.css';

interface Props {
  label: string;
  value: Partial<Names>;
  onChange: (names: Partial<Names>) => void;
  /** A field's message by language; `en` is required. */
  problem?: (lang: string) => string | undefined;
  hint?: string;
}

/** One text in the six languages side by side, each labelled with its language's own name. */
export function NamesFields({ label, value, onChange, problem, hint }: Props) {
  return (
    <fieldset className={styles.names}>
      <legend className="visually-hidden">{label}</legend>
      {LANGUAGE_OPTIONS.map(({ code, label: languageLabel }) => (
        <TextField
          key={code}
          label={`${label} · ${languageLabel}`}
          lang={BCP47[code]}
          required={code === 'en'}
          hint={code === 'en' ? hint : undefined}
          value={value[code] ?? ''}
          placeholder={code === 'en' ? undefined : value.en}
          error={problem?.(code)}
          onChange={(event) =>
            // An emptied language is left out: the shop shows the English text there.
            onChange({ ...value, [code]: event.target.value || (code === 'en' ? '' : undefined) })
          }
        />
      ))}
    </fieldset>
  );
}

/** The names as the API takes them: empty languages left out (they show the English one). */
export const filledNames = (names: Partial<Names>) =>
  Object.fromEntries(
    Object.entries(names).flatMap(([lang, text]) => (text?.trim() ? [[lang, text.trim()]] : [])),
  ) as Names;
