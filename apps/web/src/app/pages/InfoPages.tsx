import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShopPage } from '@atelier/contract';
import { fillShopText, pageBlocks, type PageBlock } from '@atelier/contract/shop-pages';
import { api } from '../../shared/api/client.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../shared/i18n/hooks.ts';
import { phoneHref, useShop } from '../../shared/shop.ts';
import { PageLoading } from './PageLoading.tsx';
import styles from './pages.module.css';

type Slug = ShopPage['slug'];

/**
 * The page's text in the shopper's language, as the merchant wrote it: plain text in blocks, each
 * drawn as React text (escaped), never as HTML.
 */
function InfoPage({ slug, children }: { slug: Slug; children?: ReactNode }) {
  const language = useLanguage();
  const shop = useShop();
  const page = useQuery({
    queryKey: ['page', slug, language],
    queryFn: () => api.get<ShopPage>(`/v1/pages/${slug}/${language}`),
    staleTime: 5 * 60_000,
  }).data;
  useDocumentTitle(page?.title);
  if (!page || !shop) return <PageLoading />;
  const [first, ...rest] = pageBlocks(fillShopText(page.body, shop));
  const blocks = first?.kind === 'paragraph' ? rest : [first, ...rest].filter(Boolean);
  return (
    <div className="container">
      <article className={`${styles.page} ${styles.narrow}`}>
        <h1 className={styles.title}>{page.title}</h1>
        {first?.kind === 'paragraph' && <p className={styles.lead}>{first.text}</p>}
        {children}
        {slug === 'faq' ? (
          <Questions blocks={blocks as PageBlock[]} />
        ) : (
          <Prose blocks={blocks as PageBlock[]} />
        )}
      </article>
    </div>
  );
}

function Block({ block }: { block: PageBlock }) {
  if (block.kind === 'heading') return <h2>{block.text}</h2>;
  if (block.kind === 'list')
    return (
      <ul>
        {block.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  return <p>{block.text}</p>;
}

function Prose({ blocks }: { blocks: PageBlock[] }) {
  return (
    <div className={styles.prose}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

/** The FAQ: each heading a question that opens on its answer (the blocks up to the next one). */
function Questions({ blocks }: { blocks: PageBlock[] }) {
  const groups: { question?: string; answer: PageBlock[] }[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') groups.push({ question: block.text, answer: [] });
    else if (groups.length) groups.at(-1)!.answer.push(block);
    else groups.push({ answer: [block] });
  }
  return (
    <div className={styles.faq}>
      {groups.map((group, i) =>
        group.question ? (
          <details key={i}>
            <summary>{group.question}</summary>
            {group.answer.map((block, j) => (
              <Block key={j} block={block} />
            ))}
          </details>
        ) : (
          <Prose key={i} blocks={group.answer} />
        ),
      )}
    </div>
  );
}

export const PrivacyPage = () => <InfoPage slug="privacy" />;
export const TermsPage = () => <InfoPage slug="terms" />;
export const FaqPage = () => <InfoPage slug="faq" />;
export const ShippingPage = () => <InfoPage slug="shipping" />;

export function ReturnsPage() {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <InfoPage slug="returns">
      {shop?.returnsAddress && (
        <dl className={styles.contactList}>
          <div>
            <dt>{t('info.returnsAddress')}</dt>
            <dd className={styles.address}>{shop.returnsAddress}</dd>
          </div>
        </dl>
      )}
    </InfoPage>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <InfoPage slug="contact">
      {shop && (
        <dl className={styles.contactList}>
          <div>
            <dt>{t('info.contact.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
            </dd>
          </div>
          {shop.supportPhone && (
            <div>
              <dt>{t('info.contact.phoneLabel')}</dt>
              <dd>
                <a href={phoneHref(shop.supportPhone)}>{shop.supportPhone}</a>
              </dd>
            </div>
          )}
          {shop.postalAddress && (
            <div>
              <dt>{t('info.postalAddress')}</dt>
              <dd className={styles.address}>{shop.postalAddress}</dd>
            </div>
          )}
        </dl>
      )}
    </InfoPage>
  );
}
