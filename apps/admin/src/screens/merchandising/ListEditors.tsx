import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Merch } from './api.ts';
import { SelectField, TextField } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import { CATEGORIES, loadCategories } from '../categories/api.ts';
import { NamesFields } from '../categories/NamesFields.tsx';
import { flatten, nameIn } from '../categories/tree.ts';
import { ImageField } from './ImageField.tsx';
import { LinkPicker } from './LinkPicker.tsx';
import { RowsEditor } from './RowsEditor.tsx';
import styles from './merchandising.module.css';

const byLanguage =
  (problem: (path: string) => string | undefined, field: string) => (lang: string) =>
    problem(`${field}.${lang}`);

type Linked = Pick<Merch['banners'][number], 'imageUrl' | 'link' | 'titles'>;

/** A banner's or a deal's picture, where it leads and its title; `beside` stands by the picture. */
function LinkedPictureFields({
  name,
  row,
  update,
  problem,
  beside,
}: {
  name: string;
  row: Linked;
  update: (change: Partial<Linked>) => void;
  problem: (path: string) => string | undefined;
  beside?: ReactNode;
}) {
  const { t } = useTranslation();
  const image = (
    <ImageField
      label={t('merch.imageOf', { name })}
      value={row.imageUrl}
      onChange={(imageUrl) => update({ imageUrl })}
      error={problem('imageUrl')}
    />
  );
  return (
    <>
      {beside ? (
        <div className={styles.fields}>
          {image}
          {beside}
        </div>
      ) : (
        image
      )}
      <LinkPicker
        label={t('merch.linkOf', { name })}
        value={row.link}
        onChange={(link) => update({ link })}
        error={problem('link')}
      />
      <NamesFields
        label={t('merch.title')}
        value={row.titles}
        onChange={(titles) => update({ titles: { en: '', ...titles } })}
        problem={byLanguage(problem, 'titles')}
      />
    </>
  );
}

export function BannersEditor({ loaded }: { loaded: Merch['banners'] }) {
  const { t } = useTranslation();
  const title = (i: number) => t('merch.banner', { number: i + 1 });
  return (
    <RowsEditor
      name="banners"
      loaded={loaded}
      title={title}
      blank={() => ({ imageUrl: '', link: '/product', titles: { en: '' }, position: 0 })}
      fields={(row, i, update, problem) => (
        <LinkedPictureFields name={title(i)} row={row} update={update} problem={problem} />
      )}
    />
  );
}

export function DealsEditor({ loaded }: { loaded: Merch['deals'] }) {
  const { t } = useTranslation();
  const title = (i: number) => t('merch.deal', { number: i + 1 });
  return (
    <RowsEditor
      name="deals"
      loaded={loaded}
      title={title}
      blank={() => ({
        imageUrl: '',
        link: '/product',
        titles: { en: '' },
        offerValue: 10,
        position: 0,
      })}
      fields={(row, i, update, problem) => (
        <LinkedPictureFields
          name={title(i)}
          row={row}
          update={update}
          problem={problem}
          beside={
            <TextField
              label={t('merch.offer')}
              inputMode="numeric"
              value={String(row.offerValue)}
              onChange={(event) => update({ offerValue: Number(event.target.value) || 0 })}
              error={problem('offerValue')}
            />
          }
        />
      )}
    />
  );
}

export function CollectionsEditor({ loaded }: { loaded: Merch['collections'] }) {
  const { t, language } = useTranslation();
  const categories = useQuery({ queryKey: CATEGORIES, queryFn: loadCategories });
  return (
    <RowsEditor
      name="collections"
      loaded={loaded}
      title={(i) => t('merch.collection', { number: i + 1 })}
      blank={() => ({
        imageUrl: '',
        categoryId: null,
        names: { en: '' },
        descriptions: { en: '' },
        position: 0,
      })}
      fields={(row, i, update, problem) => (
        <>
          <div className={styles.fields}>
            <ImageField
              label={t('merch.imageOf', { name: t('merch.collection', { number: i + 1 }) })}
              value={row.imageUrl}
              onChange={(imageUrl) => update({ imageUrl })}
              error={problem('imageUrl')}
            />
            <SelectField
              label={t('merch.opensCategory')}
              value={row.categoryId ?? ''}
              onChange={(event) => update({ categoryId: Number(event.target.value) || null })}
              error={problem('categoryId')}
            >
              <option value="">{t('merch.wholeListing')}</option>
              {flatten(categories.data ?? []).map(({ category, depth }) => (
                <option key={category.id} value={category.id}>
                  {'\u00a0'.repeat(depth * 3)}
                  {nameIn(category, language)}
                </option>
              ))}
            </SelectField>
          </div>
          <NamesFields
            label={t('merch.name')}
            value={row.names}
            onChange={(names) => update({ names: { en: '', ...names } })}
            problem={byLanguage(problem, 'names')}
          />
          <NamesFields
            label={t('merch.description')}
            value={row.descriptions}
            onChange={(descriptions) => update({ descriptions: { en: '', ...descriptions } })}
            problem={byLanguage(problem, 'descriptions')}
          />
        </>
      )}
    />
  );
}
