import { useTranslation, type TranslationKey } from '../../../shared/i18n.ts';
import styles from '../products.module.css';
import { languageName } from './TextsSection.tsx';
import type { Language } from '@atelier/contract';

const SECTIONS: Record<string, TranslationKey> = {
  status: 'products.status',
  categoryId: 'products.category',
  handle: 'products.handle',
  brand: 'products.brand',
  discountPercentage: 'products.discount',
  options: 'products.variantsTitle',
  variants: 'products.variantsTitle',
  images: 'products.photos',
};

/** Each refused field named by where it is in the form, its message beside the field too. */
export function ProblemList({
  problems,
  problem,
}: {
  problems: Record<string, string>;
  problem: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const paths = Object.keys(problems).filter((path) => path !== 'version');
  if (!paths.length) return null;
  const where = (path: string) => {
    const [head, lang] = path.split('.');
    if (head === 'texts') return `${t('products.texts')} · ${languageName(lang as Language)}`;
    const key = SECTIONS[head!];
    return key ? t(key) : path;
  };
  return (
    <div role="alert" className={styles.alert}>
      <strong>{t('products.checkFields', { count: paths.length })}</strong>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            {where(path)}: {problem(path)}
          </li>
        ))}
      </ul>
    </div>
  );
}
