import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import styles from './SearchBox.module.css';

/** Header search: Enter opens the listing filtered by the text (/product?q=...). */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`/product?${new URLSearchParams({ q })}`);
  };

  return (
    <form
      role="search"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <input
        type="search"
        name="q"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('a11y.searchProducts')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={t('a11y.search')}>
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
