import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useNavigate, useSearchParams } from '@atelier/ui/router';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import type { Option } from './SuggestionList.tsx';
import { useSuggestions } from './useSuggestions.ts';
import styles from './SearchBox.module.css';

// Only someone who types needs the list: its code loads when the box gets focus.
const loadList = () => import('./SuggestionList.tsx');
const SuggestionList = lazy(async () => ({ default: (await loadList()).SuggestionList }));

/**
 * Header search, a combobox: suggestions appear as you type (Up/Down to move, Enter to open,
 * Escape to close); Enter with none chosen opens the listing filtered by the text (/product?q=...).
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useSuggestions(text);

  // Text typed into the page the server drew, before the app took it over, is in the box but
  // not in `text`: the app takes it on, as if typed now.
  useEffect(() => {
    setText(input.current!.value);
    if (document.activeElement === input.current) setOpen(true);
  }, []);

  const options: Option[] = [
    ...(suggestions?.products ?? []).map((product) => ({
      kind: 'product' as const,
      product,
      href: `/product/${product.id}`,
    })),
    ...(suggestions?.categories ?? []).map((category) => ({
      kind: 'category' as const,
      category,
      href: `/product?category=${category.id}`,
    })),
  ];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    navigate(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) go(`/product?${new URLSearchParams({ q })}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = options.length;
      // Moving past either end wraps around; the first press starts at the near end.
      setActive((current) =>
        !expanded || current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(options[active]!.href);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <form
      role="search"
      action="/product"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <input
        ref={input}
        type="search"
        name="q"
        role="combobox"
        className={styles.input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => void loadList()}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('a11y.searchProducts')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={t('a11y.search')}>
        <SearchIcon size={20} />
      </button>
      {options.length > 0 && (
        <Suspense>
          <SuggestionList
            id={listId}
            hidden={!expanded}
            options={options}
            active={active}
            optionId={optionId}
            onChoose={(option) => go(option.href)}
          />
        </Suspense>
      )}
    </form>
  );
}
