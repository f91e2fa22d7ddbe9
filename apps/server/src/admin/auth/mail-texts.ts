import type { Language } from '@atelier/contract';
import { escapeHtml } from '../../modules/seo/product-head.ts';
import type { MailContent } from '../../modules/settings/mail-layout.ts';
import { shopWords } from '../../modules/settings/words.ts';

/** Why a member is mailed a code: to sign in, or to set a password (invited, or forgotten). */
export type StaffCodeKind = 'signin' | 'password';

interface Texts {
  subject: Record<StaffCodeKind, string>;
  intro: Record<StaffCodeKind, string>;
  validity: string;
  ignore: Record<StaffCodeKind, string>;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: {
      signin: 'Your {shop} back office sign-in code',
      password: 'Set your {shop} back office password',
    },
    intro: {
      signin: 'Enter this code to finish signing in to the {shop} back office:',
      password:
        'Enter this code, with the password you choose, to set your {shop} back office password:',
    },
    validity: 'The code is valid for 10 minutes and can be used once.',
    ignore: {
      signin: "If you didn't ask for it, tell the shop's owner: someone may know your password.",
      password:
        "If you weren't expecting this, ignore this email: nothing changes without the code.",
    },
  },
  es: {
    subject: {
      signin: 'Tu código de acceso a la trastienda de {shop}',
      password: 'Establece tu contraseña de la trastienda de {shop}',
    },
    intro: {
      signin: 'Introduce este código para terminar de iniciar sesión en la trastienda de {shop}:',
      password:
        'Introduce este código, junto con la contraseña que elijas, para establecer tu contraseña de la trastienda de {shop}:',
    },
    validity: 'El código es válido durante 10 minutos y solo puede usarse una vez.',
    ignore: {
      signin:
        'Si no lo has solicitado, avisa al propietario de la tienda: alguien podría conocer tu contraseña.',
      password: 'Si no lo esperabas, ignora este correo: nada cambia sin el código.',
    },
  },
  cn: {
    subject: { signin: '您的 {shop} 后台登录验证码', password: '设置您的 {shop} 后台密码' },
    intro: {
      signin: '请输入此验证码以完成 {shop} 后台登录：',
      password: '请输入此验证码和您选择的密码，以设置 {shop} 后台密码：',
    },
    validity: '验证码 10 分钟内有效，且只能使用一次。',
    ignore: {
      signin: '如果这不是您本人的操作，请告知店主：可能有人知道您的密码。',
      password: '如果您没有预期收到此邮件，请忽略它：没有验证码，什么都不会改变。',
    },
  },
  jp: {
    subject: {
      signin: '{shop} 管理画面のサインインコード',
      password: '{shop} 管理画面のパスワード設定',
    },
    intro: {
      signin: '{shop} 管理画面へのサインインを完了するには、次のコードを入力してください：',
      password:
        '{shop} 管理画面のパスワードを設定するには、次のコードと新しいパスワードを入力してください：',
    },
    validity: 'このコードの有効期限は10分間で、1回のみ使用できます。',
    ignore: {
      signin:
        'お心当たりがない場合は、ショップのオーナーにお知らせください。パスワードが第三者に知られている可能性があります。',
      password:
        'お心当たりがない場合は、このメールを無視してください。コードがなければ何も変更されません。',
    },
  },
  tw: {
    subject: { signin: '您的 {shop} 後台登入驗證碼', password: '設定您的 {shop} 後台密碼' },
    intro: {
      signin: '請輸入此驗證碼以完成 {shop} 後台登入：',
      password: '請輸入此驗證碼和您選擇的密碼，以設定 {shop} 後台密碼：',
    },
    validity: '驗證碼 10 分鐘內有效，且只能使用一次。',
    ignore: {
      signin: '如果這不是您本人的操作，請告知店主：可能有人知道您的密碼。',
      password: '如果您沒有預期收到此郵件，請忽略它：沒有驗證碼，什麼都不會改變。',
    },
  },
  fr: {
    subject: {
      signin: 'Votre code de connexion à l’arrière-boutique {shop}',
      password: 'Définissez votre mot de passe de l’arrière-boutique {shop}',
    },
    intro: {
      signin: 'Saisissez ce code pour terminer votre connexion à l’arrière-boutique {shop} :',
      password:
        'Saisissez ce code, avec le mot de passe de votre choix, pour définir votre mot de passe de l’arrière-boutique {shop} :',
    },
    validity: "Le code est valable 10 minutes et ne peut être utilisé qu'une seule fois.",
    ignore: {
      signin:
        "Si vous n'êtes pas à l'origine de cette demande, prévenez le propriétaire de la boutique : quelqu'un connaît peut-être votre mot de passe.",
      password:
        'Si vous ne vous y attendiez pas, ignorez cet e-mail : rien ne change sans le code.',
    },
  },
};

/** A staff code mail in the member's language; only static text, the shop's name escaped, and digits go into the HTML. */
export function staffCodeMail(
  to: string,
  code: string,
  lang: Language,
  kind: StaffCodeKind,
  shop: string,
): MailContent {
  const t = shopWords(TEXTS[lang], shop);
  const text = `${t.intro[kind]}\n\n    ${code}\n\n${t.validity}\n${t.ignore[kind]}\n`;
  const html = `<p>${escapeHtml(t.intro[kind])}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore[kind])}</p>`;
  return {
    to,
    lang,
    subject: t.subject[kind],
    text,
    html,
    kind: `staff-${kind}`,
    preview: { otp: code },
  };
}
