import { ADMIN_APP_PATH, type Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { fill } from '../orders/mails/render.ts';
import { escapeHtml } from '../seo/product-head.ts';
import { enqueueShopMail } from '../settings/mail-layout.ts';

interface ReviewWords {
  subject: string;
  wrote: string;
  pending: string;
  published: string;
  open: string;
}

const WORDS: Record<Language, ReviewWords> = {
  en: {
    subject: 'New review of {product}: {rating}/5',
    wrote: '{name} wrote:',
    pending: 'It waits for your approval before the shop shows it.',
    published: 'It is on the shop now. You can answer it publicly or hide it.',
    open: 'Open the reviews',
  },
  es: {
    subject: 'Nueva reseña de {product}: {rating}/5',
    wrote: '{name} escribió:',
    pending: 'Espera tu aprobación antes de que la tienda la muestre.',
    published: 'Ya está en la tienda. Puedes responderla públicamente u ocultarla.',
    open: 'Abrir las reseñas',
  },
  cn: {
    subject: '{product} 有新评价：{rating}/5',
    wrote: '{name} 写道：',
    pending: '该评价需经您批准后才会在商店中显示。',
    published: '该评价已在商店中显示。您可以公开回复或将其隐藏。',
    open: '查看评价',
  },
  jp: {
    subject: '{product} に新しいレビュー：{rating}/5',
    wrote: '{name} さんのレビュー：',
    pending: '承認されるまでショップには表示されません。',
    published: 'ショップに表示されています。公開で返信するか、非表示にできます。',
    open: 'レビューを開く',
  },
  tw: {
    subject: '{product} 有新評論：{rating}/5',
    wrote: '{name} 寫道：',
    pending: '此評論需經您核准後才會在商店中顯示。',
    published: '此評論已在商店中顯示。您可以公開回覆或將其隱藏。',
    open: '查看評論',
  },
  fr: {
    subject: 'Nouvel avis sur {product} : {rating}/5',
    wrote: '{name} a écrit :',
    pending: 'Il attend votre approbation avant que la boutique ne l’affiche.',
    published: 'Il est en ligne. Vous pouvez y répondre publiquement ou le masquer.',
    open: 'Ouvrir les avis',
  },
};

/**
 * Tells the staff who moderate reviews (catalog, fulfilment, owners who have signed up) of a new
 * one, each in their language, through the outbox in the review's transaction.
 */
export async function tellStaffOfReview(
  q: Queryable,
  publicUrl: string,
  review: {
    id: number;
    productId: number;
    name: string;
    rating: number;
    comment: string;
    pending: boolean;
  },
) {
  const staff = await q.query<{ email: string; lang: Language; product: string }>(
    `select s.email, s.lang, coalesce(t.name, en.name, '') as product
       from staff s
       left join product_texts t on t.product_id = $1 and t.lang = s.lang
       left join product_texts en on en.product_id = $1 and en.lang = 'en'
      where s.password_hash is not null order by s.id`,
    [review.productId],
  );
  const status = review.pending ? 'pending' : 'published';
  const url = `${publicUrl}${ADMIN_APP_PATH}/reviews${review.pending ? '?status=pending' : ''}`;
  for (const member of staff) {
    const t = WORDS[member.lang];
    const values = { product: member.product, rating: review.rating, name: review.name };
    const paragraphs = [fill(t.wrote, values), review.comment, t[status]];
    await enqueueShopMail(q, publicUrl, () => ({
      to: member.email,
      lang: member.lang,
      subject: fill(t.subject, values),
      text: [...paragraphs, '', `${t.open}: ${url}`].join('\n\n'),
      html: [
        ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        `<p><a href="${escapeHtml(url)}">${escapeHtml(t.open)}</a></p>`,
      ].join('\n'),
      kind: 'review-staff-new',
      preview: { review: String(review.id), lang: member.lang },
    }));
  }
}
