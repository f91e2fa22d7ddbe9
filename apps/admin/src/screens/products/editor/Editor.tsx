import { useState } from 'react';
import type { AdminProduct, Language } from '@atelier/contract';
import { Button, ButtonLink } from '@atelier/ui/button';
import { useNavigate } from '@atelier/ui/router';
import { errorMessage } from '../../../shared/api/errors.ts';
import { showToast } from '../../../shared/feedback/toast.ts';
import { useTranslation } from '../../../shared/i18n.ts';
import { PageHeader } from '../../../shared/layout/PageHeader.tsx';
import { adminPath } from '../../../shared/paths.ts';
import { AdjustDialog } from '../../stock/AdjustDialog.tsx';
import { loadProduct } from '../api.ts';
import { StatusOf } from '../badges.tsx';
import styles from '../products.module.css';
import { ConflictNotice } from './ConflictNotice.tsx';
import { DuplicateButton } from './DuplicateButton.tsx';
import { emptyDraft, fromProduct, missingLanguages, type Draft } from './draft.ts';
import { GeneralSection } from './GeneralSection.tsx';
import { MarketPricesSection } from './MarketPricesSection.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { ProblemList } from './ProblemList.tsx';
import { TextsSection } from './TextsSection.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useProductSave } from './useProductSave.ts';
import { VariantsSection } from './VariantsSection.tsx';

/** Saved variants' stock as the server has it now, leaving every typed field alone. */
const withStock = (draft: Draft, stock: Map<string, number>): Draft => ({
  ...draft,
  cells: Object.fromEntries(
    Object.entries(draft.cells).map(([key, cell]) => {
      const now = cell.saved ? stock.get(cell.sku) : undefined;
      return [key, now === undefined ? cell : { ...cell, stock: String(now) }];
    }),
  ),
});

/** A product as one document in six languages; `product` absent for a new one. */
export function Editor({ product }: { product?: AdminProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [base, setBase] = useState(product);
  const [draft, setDraft] = useState(() => (product ? fromProduct(product) : emptyDraft()));
  const [snapshot, setSnapshot] = useState(() => JSON.stringify(draft));
  const [language, setLanguage] = useState<Language>('en');
  const [compare, setCompare] = useState<Language>('jp');
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const dirty = JSON.stringify(draft) !== snapshot;
  useLeaveGuard(dirty, t('products.leave'));

  const accept = (saved: AdminProduct) => {
    const next = fromProduct(saved);
    setBase(saved);
    setDraft(next);
    setSnapshot(JSON.stringify(next));
  };
  const saving = useProductSave(t, base, draft, (saved) => {
    showToast(t('products.saved', { name: saved.texts.en.name }));
    accept(saved);
    if (!base) void navigate(adminPath(`/products/${saved.id}`), { replace: true });
  });
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const refreshStock = async () => {
    if (!base) return;
    const fresh = await loadProduct(base.id);
    const stock = new Map(fresh.variants.map((v) => [v.sku, v.stock]));
    setDraft((current) => withStock(current, stock));
    setSnapshot((saved) => JSON.stringify(withStock(JSON.parse(saved) as Draft, stock)));
  };
  const missing = missingLanguages(draft);

  return (
    <form
      className={styles.editor}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        saving.save();
      }}
    >
      <PageHeader
        title={base ? base.texts.en.name : t('products.newTitle')}
        description={base ? <StatusOf status={base.status} /> : t('products.newText')}
        actions={
          <>
            <ButtonLink variant="ghost" to={adminPath('/products')}>
              {t('products.backToList')}
            </ButtonLink>
            {base?.status === 'published' && (
              <ButtonLink variant="secondary" to={`/product/${base.id}`} target="_blank">
                {t('products.viewInShop')}
              </ButtonLink>
            )}
            {base && <DuplicateButton product={base} />}
          </>
        }
      />
      <GeneralSection draft={draft} problem={saving.problem} onChange={change} />
      <TextsSection
        texts={draft.texts}
        language={language}
        onLanguage={(lang) => {
          setLanguage(lang);
          if (lang === compare) setCompare(lang === 'en' ? 'jp' : 'en');
        }}
        compare={compare}
        onCompare={setCompare}
        missing={missing}
        problem={saving.problem}
        onText={(lang, field, value) =>
          change({ texts: { ...draft.texts, [lang]: { ...draft.texts[lang], [field]: value } } })
        }
      />
      <VariantsSection
        draft={draft}
        language={language}
        problem={saving.problem}
        onChange={change}
        onAdjust={setAdjusting}
      />
      <MarketPricesSection
        draft={draft}
        language={language}
        problem={saving.problem}
        onChange={change}
      />
      <PhotosSection
        photos={draft.photos}
        colors={draft.colors}
        language={language}
        onChange={(update) =>
          setDraft((current) => ({ ...current, photos: update(current.photos) }))
        }
      />
      {saving.conflict && base && (
        <ConflictNotice
          base={base}
          theirs={saving.theirs}
          onKeepMine={() => {
            const theirs = saving.theirs!;
            setBase(theirs);
            saving.settle();
            saving.save(theirs);
          }}
          onTakeTheirs={() => {
            accept(saving.theirs!);
            saving.settle();
          }}
        />
      )}
      {!saving.conflict && saving.error !== null && !Object.keys(saving.problems).length && (
        <p role="alert" className={styles.problem}>
          {errorMessage(t, saving.error)}
        </p>
      )}
      <ProblemList problems={saving.problems} problem={saving.problem} />
      <div className={styles.saveBar}>
        <p aria-live="polite">{dirty ? t('products.unsaved') : t('products.allSaved')}</p>
        <Button type="submit" disabled={saving.saving}>
          {saving.saving ? t('products.saving') : t('common.save')}
        </Button>
      </div>
      {adjusting !== null && (
        <AdjustDialog
          sku={adjusting}
          onClose={() => {
            setAdjusting(null);
            void refreshStock();
          }}
        />
      )}
    </form>
  );
}
