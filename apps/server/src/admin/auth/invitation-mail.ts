import { STAFF_INVITE_DAYS, type Language, type StaffRole } from '@atelier/contract';
import { escapeHtml } from '../../modules/seo/product-head.ts';
import type { MailContent } from '../../modules/settings/mail-layout.ts';
import { shopWords } from '../../modules/settings/words.ts';

interface Texts {
  subject: string;
  /** {role}: the role's words. */
  intro: string;
  button: string;
  /** {days}: STAFF_INVITE_DAYS. */
  validity: string;
  ignore: string;
  roles: Record<StaffRole, string>;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'You are invited to the {shop} back office',
    intro: 'You are invited to the {shop} back office as {role}. Choose your password to start:',
    button: 'Set my password',
    validity: 'The link works for {days} days, once.',
    ignore: "If you weren't expecting this, ignore this email: nothing happens without the link.",
    roles: {
      owner: 'an owner (everything)',
      catalog: 'catalog staff (products, stock, merchandising)',
      fulfilment: 'fulfilment staff (orders, customers, reviews)',
    },
  },
  es: {
    subject: 'Te invitan a la trastienda de {shop}',
    intro: 'Te invitan a la trastienda de {shop} como {role}. Elige tu contraseña para empezar:',
    button: 'Establecer mi contraseña',
    validity: 'El enlace funciona durante {days} días, una sola vez.',
    ignore: 'Si no lo esperabas, ignora este correo: nada ocurre sin el enlace.',
    roles: {
      owner: 'propietario (todo)',
      catalog: 'equipo de catálogo (productos, existencias, escaparate)',
      fulfilment: 'equipo de pedidos (pedidos, clientes, reseñas)',
    },
  },
  cn: {
    subject: '邀请您加入 {shop} 后台',
    intro: '您受邀以{role}身份加入 {shop} 后台。请设置密码开始使用：',
    button: '设置我的密码',
    validity: '此链接 {days} 天内有效，仅可使用一次。',
    ignore: '如果您没有预期收到此邮件，请忽略它：没有此链接，什么都不会发生。',
    roles: {
      owner: '店主（全部权限）',
      catalog: '商品管理员（商品、库存、营销展示）',
      fulfilment: '订单管理员（订单、顾客、评价）',
    },
  },
  jp: {
    subject: '{shop} 管理画面へのご招待',
    intro: '{shop} 管理画面に{role}として招待されました。パスワードを設定して始めましょう：',
    button: 'パスワードを設定する',
    validity: 'このリンクは{days}日間、1回のみ有効です。',
    ignore:
      'お心当たりがない場合は、このメールを無視してください。リンクがなければ何も起こりません。',
    roles: {
      owner: 'オーナー（すべての権限）',
      catalog: 'カタログ担当（商品・在庫・マーチャンダイジング）',
      fulfilment: 'フルフィルメント担当（注文・お客様・レビュー）',
    },
  },
  tw: {
    subject: '邀請您加入 {shop} 後台',
    intro: '您受邀以{role}身分加入 {shop} 後台。請設定密碼開始使用：',
    button: '設定我的密碼',
    validity: '此連結 {days} 天內有效，僅可使用一次。',
    ignore: '如果您沒有預期收到此郵件，請忽略它：沒有此連結，什麼都不會發生。',
    roles: {
      owner: '店主（全部權限）',
      catalog: '商品管理員（商品、庫存、行銷陳列）',
      fulfilment: '訂單管理員（訂單、顧客、評價）',
    },
  },
  fr: {
    subject: 'Vous êtes invité à l’arrière-boutique {shop}',
    intro:
      'Vous êtes invité à l’arrière-boutique {shop} en tant que {role}. Choisissez votre mot de passe pour commencer :',
    button: 'Choisir mon mot de passe',
    validity: 'Le lien fonctionne {days} jours, une seule fois.',
    ignore: 'Si vous ne vous y attendiez pas, ignorez cet e-mail : rien ne se passe sans le lien.',
    roles: {
      owner: 'propriétaire (tout)',
      catalog: 'équipe catalogue (produits, stock, merchandising)',
      fulfilment: 'équipe commandes (commandes, clients, avis)',
    },
  },
};

/** The invitation in the member's language: their role, and the link that opens the set-password screen. */
export function staffInvitationMail(
  to: string,
  link: string,
  role: StaffRole,
  lang: Language,
  shop: string,
): MailContent {
  const t = shopWords(TEXTS[lang], shop);
  const intro = t.intro.replace('{role}', t.roles[role]);
  const validity = t.validity.replace('{days}', String(STAFF_INVITE_DAYS));
  const text = `${intro}\n\n${link}\n\n${validity}\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>
<p style="word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(validity)}<br>${escapeHtml(t.ignore)}</p>`;
  return { to, lang, subject: t.subject, text, html, kind: 'staff-invitation' };
}
