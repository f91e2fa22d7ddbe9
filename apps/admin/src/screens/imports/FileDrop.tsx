import { useId, useState } from 'react';
import { BCP47 } from '@atelier/ui/languages';
import { buttonClassName } from '@atelier/ui/button';
import { useTranslation } from '../../shared/i18n.ts';
import styles from './imports.module.css';

/**
 * The CSV's file input, inside a zone a file can be dropped on. The input itself takes focus and
 * clicks (the whole zone is its label), so keyboards and screen readers use it as any file input.
 */
export function FileDrop(props: {
  file: File | undefined;
  disabled: boolean;
  error?: string;
  onChoose: (file: File) => void;
}) {
  const { t, language } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);
  const size = props.file
    ? new Intl.NumberFormat(BCP47[language], {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 1,
      }).format(props.file.size / 1024)
    : '';
  const describedBy = [`${id}-hint`, props.file && `${id}-chosen`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label
        htmlFor={id}
        className={[styles.drop, over && styles.over].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          if (!props.disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const file = event.dataTransfer.files[0];
          if (file && !props.disabled) props.onChoose(file);
        }}
      >
        <span id={`${id}-label`} className={styles.dropTitle}>
          {t('imports.file')}
        </span>
        <span id={`${id}-hint`} className={styles.dropHint}>
          {t('imports.dropHint')}
        </span>
        <span className={buttonClassName({ variant: 'secondary' })} aria-hidden="true">
          {t('imports.choose')}
        </span>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className={styles.input}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again (edited since) is a new choice.
            event.target.value = '';
            if (file) props.onChoose(file);
          }}
        />
        {props.file && (
          <span id={`${id}-chosen`} className={styles.chosen}>
            {t('imports.chosen', { name: props.file.name, size })}
          </span>
        )}
      </label>
      {props.error && (
        <p id={`${id}-error`} className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  );
}
