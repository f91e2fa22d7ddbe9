import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHOP_PAGE_SLUGS,
  type AdminShopPage,
  type Language,
  type ShopPageSlug,
} from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { errorMessage, fieldError } from '../../shared/api/errors.ts';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { showToast } from '../../shared/feedback/toast.ts';
import { fieldStyles, SelectField, TextAreaField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { LanguageTabs } from '../../shared/form/LanguageTabs.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { loadPage, pageKey, savePage } from './api.ts';
import styles from './settings.module.css';

/** The shop's info pages: one page at a time, a tab per language, saved a language at a time. */
export function PagesEditor() {
  const { t } = useTranslation();
  const [slug, setSlug] = useState<ShopPageSlug>('privacy');
  const query = useQuery({ queryKey: pageKey(slug), queryFn: () => loadPage(slug) });
  return (
    <section className={styles.section} aria-labelledby="pages-heading">
      <h2 id="pages-heading" className={styles.legend}>
        {t('shopSettings.pages')}
      </h2>
      <p className={fieldStyles.hint}>{t('shopSettings.pagesHint')}</p>
      <SelectField
        label={t('shopSettings.page')}
        value={slug}
        onChange={(event) => setSlug(event.target.value as ShopPageSlug)}
      >
        {SHOP_PAGE_SLUGS.map((page) => (
          <option key={page} value={page}>
            {t(`shopSettings.pageNames.${page}`)}
          </option>
        ))}
      </SelectField>
      {query.isPending ? (
        <ScreenLoading />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PageForm key={slug} page={query.data} />
      )}
    </section>
  );
}

function PageForm({ page }: { page: AdminShopPage }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [lang, setLang] = useState<Language>('en');
  const [texts, setTexts] = useState(page.texts);
  const save = useMutation({
    mutationFn: () => savePage(page.slug, { texts: { [lang]: texts[lang] } }),
    onSuccess: (saved) => {
      client.setQueryData(pageKey(page.slug), saved);
      showToast(t('shopSettings.pageSaved'));
    },
  });
  const text = texts[lang];
  const edit = (field: 'title' | 'body', value: string) =>
    setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));
  const panel = `page-${page.slug}`;
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <LanguageTabs
        value={lang}
        onChange={setLang}
        panelId={panel}
        label={t('shopSettings.pageLanguage')}
      />
      <div
        id={panel}
        role="tabpanel"
        aria-labelledby={`${panel}-${lang}`}
        className={formStyles.form}
      >
        <TextField
          label={t('shopSettings.pageTitle')}
          value={text.title}
          error={fieldError(t, save.error, `texts.${lang}.title`)}
          onChange={(event) => edit('title', event.target.value)}
        />
        <TextAreaField
          label={t('shopSettings.pageBody')}
          hint={t('shopSettings.pageBodyHint')}
          rows={14}
          value={text.body}
          error={fieldError(t, save.error, `texts.${lang}.body`)}
          onChange={(event) => edit('body', event.target.value)}
        />
      </div>
      {save.error && (
        <p role="alert" className={fieldStyles.error}>
          {errorMessage(t, save.error)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('products.saving') : t('shopSettings.savePage')}
        </Button>
      </div>
    </form>
  );
}
