import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_SECTIONS } from '@atelier/contract';
import { SelectField, TextField } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import { CATEGORIES, loadCategories } from '../categories/api.ts';
import { flatten, nameIn } from '../categories/tree.ts';
import { buildLink, LINK_KINDS, parseLink, type LinkKind } from './link.ts';
import styles from './merchandising.module.css';

interface Props {
  /** Names the link in labels: "Link of banner 2". */
  label: string;
  value: string;
  onChange: (link: string) => void;
  error?: string;
}

/** Where a piece of merchandising leads: chosen by kind, written as the shop's own address. */
export function LinkPicker({ label, value, onChange, error }: Props) {
  const { t, language } = useTranslation();
  const categories = useQuery({ queryKey: CATEGORIES, queryFn: loadCategories });
  // A kind just chosen has no value yet, and its empty link (/product) reads back as another
  // kind: the choice is kept while the link is still that empty one.
  const [chosen, setChosen] = useState<LinkKind>();
  const empty = chosen && buildLink({ kind: chosen, value: '' }) === value;
  const parts = empty ? { kind: chosen, value: '' } : parseLink(value);
  const set = (kind: LinkKind, next: string) => {
    setChosen(kind);
    onChange(buildLink({ kind, value: next }));
  };
  const target = `${label} · ${t(`merch.linkKinds.${parts.kind}`)}`;
  return (
    <div className={styles.link}>
      <SelectField
        label={label}
        value={parts.kind}
        onChange={(event) => set(event.target.value as LinkKind, '')}
      >
        {LINK_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`merch.linkKinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      {parts.kind === 'category' && (
        <SelectField
          label={target}
          value={parts.value}
          onChange={(e) => set('category', e.target.value)}
          error={error}
        >
          <option value="">{t('merch.wholeListing')}</option>
          {flatten(categories.data ?? []).map(({ category, depth }) => (
            <option key={category.id} value={category.id}>
              {'\u00a0'.repeat(depth * 3)}
              {nameIn(category, language)}
            </option>
          ))}
        </SelectField>
      )}
      {parts.kind === 'section' && (
        <SelectField
          label={target}
          value={parts.value}
          onChange={(e) => set('section', e.target.value)}
          error={error}
        >
          <option value="">{t('merch.wholeListing')}</option>
          {PRODUCT_SECTIONS.map((section) => (
            <option key={section} value={section}>
              {t(`merch.sections.${section}`)}
            </option>
          ))}
        </SelectField>
      )}
      {(parts.kind === 'search' || parts.kind === 'product' || parts.kind === 'path') && (
        <TextField
          label={target}
          value={parts.value}
          inputMode={parts.kind === 'product' ? 'numeric' : undefined}
          hint={parts.kind === 'product' ? t('merch.productIdHint') : undefined}
          error={error}
          onChange={(event) => set(parts.kind, event.target.value)}
        />
      )}
      <p className={styles.muted}>
        {t('merch.opens')} <code>{value}</code>
      </p>
    </div>
  );
}
